// /polls/{uuid}: one poll, rendered on the server for everyone (visitors see the question and options and are asked
// to sign in to vote); signed in, the counts follow one's vote.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { PageColumn } from '../../../components/ui/page-column';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { Poll } from '../../../lib/contracts/polls';
import { useUser } from '../../auth';
import { PollCard } from '../components/poll-card';

export function PollPage({ poll: served }: { poll: Poll }) {
  const { t } = useTranslation('polls');
  const { data: user } = useUser();
  const [poll, setPoll] = useState(served);
  // The server rendered it as a visitor sees it; signed in, read it again with one's own vote.
  useEffect(() => {
    if (!user) return;
    let stale = false;
    callApi<Poll>(endpoints.poll, { params: { id: served.uuid } })
      .then((answer) => !stale && setPoll(answer))
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [served.uuid, user]);
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('pageTitle', { question: poll.question, name: poll.knower.name })} description={poll.question} />
      <PollCard key={`${poll.uuid}-${poll.myVote ?? ''}-${poll.totalVotes ?? ''}`} poll={poll} showAuthor />
    </PageColumn>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
PollPage.fetchesInBrowser = false;
