// A poll: its question and options — buttons to vote while it runs and one has not voted, bars with the counts after
// one's vote or its end. Visitors are asked to sign in first. Used on the poll's page and on the knower's profile.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextButton } from '../../../components/ui/text-button';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { Poll } from '../../../lib/contracts/polls';
import { ApiError } from '../../../lib/errors/api-error';
import { routes } from '../../../lib/routes/page-routes';
import { showToast } from '../../../lib/toast';
import { useUser } from '../../auth';

const Box = styled.article`
  display: grid;
  gap: 12px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2, h3 { margin: 0; font-size: 1.15rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
`;

const Bar = styled.div<{ $share: number; $mine: boolean }>`
  position: relative;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-weight: ${({ $mine }) => ($mine ? 700 : 500)};
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $share }) => $share}%;
    background: ${({ theme }) => theme.colors.brandTint};
  }
  span { position: relative; }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function PollCard({ poll: initial, headingLevel = 2, showAuthor = false }: { poll: Poll; headingLevel?: 2 | 3; showAuthor?: boolean }) {
  const { t, i18n } = useTranslation('polls');
  const router = useRouter();
  const { data: user } = useUser();
  const [poll, setPoll] = useState(initial);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showsResults = poll.totalVotes !== null;
  const canVote = !poll.ended && poll.myVote === null;

  const vote = async (optionId: number) => {
    try {
      setPoll(await callApi<Poll>(endpoints.votePoll, { params: { id: poll.uuid }, body: { optionId } }));
    } catch (error) {
      if (error instanceof ApiError && error.type === 'DuplicateError') setPoll(await callApi<Poll>(endpoints.poll, { params: { id: poll.uuid } }));
      else throw error;
    }
  };
  const report = () =>
    callApi(endpoints.createReport, { body: { targetType: 'POLL', targetUuid: poll.uuid, reason: 'INAPPROPRIATE' } }).then(
      () => showToast('success', t('reported')),
      () => showToast('info', t('reported')),
    );

  return (
    <Box data-testid="poll">
      <Heading>{poll.question}</Heading>
      {showAuthor ? <Meta>{t('by')} <Link href={poll.knower.profilePath}>{poll.knower.name}</Link></Meta> : null}
      <ul>
        {poll.options.map((option) => (
          <li key={option.id}>
            {showsResults ? (
              <Bar $share={poll.totalVotes ? Math.round(((option.votes ?? 0) / poll.totalVotes) * 100) : 0} $mine={poll.myVote === option.id} data-testid="poll-result">
                <span>
                  {option.text}
                  {poll.myVote === option.id ? ` · ${t('yourVote')}` : ''}
                </span>
                <span>{poll.totalVotes ? Math.round(((option.votes ?? 0) / poll.totalVotes) * 100) : 0} %</span>
              </Bar>
            ) : user && canVote ? (
              <Button variant="outline" onClick={() => vote(option.id)} style={{ width: '100%' }}>
                {option.text}
              </Button>
            ) : (
              <Bar $share={0} $mine={false}>
                <span>{option.text}</span>
              </Bar>
            )}
          </li>
        ))}
      </ul>
      <Meta>
        {showsResults ? <span>{t('votes', { count: poll.totalVotes ?? 0 })}</span> : <span>{t('voteToSee')}</span>}
        {poll.ended ? <span>{t('ended')}</span> : poll.endsOn ? <span>{t('endsOn', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(poll.endsOn)) })}</span> : null}
        {!showAuthor ? <Link href={routes.poll(poll.uuid)}>{t('open')}</Link> : null}
        {user && user.uuid !== poll.knower.userUuid ? (
          <TextButton type="button" onClick={report}>
            {t('report')}
          </TextButton>
        ) : null}
      </Meta>
      {user === null && canVote ? (
        <ButtonLink href={routes.signIn({ redirect: router.asPath })} size="sm">
          {t('signInToVote')}
        </ButtonLink>
      ) : null}
    </Box>
  );
}
