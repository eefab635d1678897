// The polls section of a knower's profile: their polls (the latest first) and, for the knower themself, a form to
// post a new one (a question, 2–6 options, an optional end).
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { TextButton } from '../../../components/ui/text-button';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { POLL_LIMITS } from '../../../config/polls';
import type { Poll } from '../../../lib/contracts/polls';
import { showToast } from '../../../lib/toast';
import { useUser } from '../../auth';
import { PollCard } from './poll-card';

const Section = styled.section`
  display: grid;
  gap: 16px;
  h2 { margin: 0; }
`;

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  label { display: grid; gap: 4px; font-weight: 600; }
  input {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
`;

function NewPollForm({ onPosted }: { onPosted: (poll: Poll) => void }) {
  const { t } = useTranslation('polls');
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [endsOn, setEndsOn] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { question, options: options.map((option) => option.trim()).filter(Boolean), ...(endsOn ? { endsOn: new Date(endsOn).toISOString() } : {}) };
    const poll = await callApi<Poll>(endpoints.createPoll, { body });
    setQuestion('');
    setOptions(['', '']);
    setEndsOn('');
    void showToast('success', t('posted'));
    onPosted(poll);
  };
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('newPoll')}>
      <strong>{t('newPoll')}</strong>
      <label>
        {t('question')}
        <input value={question} maxLength={POLL_LIMITS.maxQuestion} required minLength={3} onChange={(event) => setQuestion(event.target.value)} data-testid="poll-question" />
      </label>
      {options.map((option, index) => (
        <label key={index}>
          {t('option', { n: index + 1 })}
          <input value={option} maxLength={POLL_LIMITS.maxOption} required={index < POLL_LIMITS.minOptions} onChange={(event) => setOptions(options.map((known, at) => (at === index ? event.target.value : known)))} />
        </label>
      ))}
      {options.length < POLL_LIMITS.maxOptions ? (
        <TextButton type="button" onClick={() => setOptions([...options, ''])}>
          {t('addOption')}
        </TextButton>
      ) : null}
      <label>
        {t('endsOnLabel')}
        <input type="datetime-local" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
      </label>
      <Button type="submit">{t('post')}</Button>
    </Form>
  );
}

export function KnowerPolls({ knowerUuid, userUuid }: { knowerUuid: string; userUuid: string }) {
  const { t } = useTranslation('polls');
  const { data: user } = useUser();
  const [polls, setPolls] = useState<Poll[] | null>(null);
  const own = user?.uuid === userUuid;
  useEffect(() => {
    let stale = false;
    callApi<{ polls: Poll[] }>(endpoints.knowerPolls, { params: { id: knowerUuid } })
      .then((answer) => !stale && setPolls(answer.polls))
      .catch(() => !stale && setPolls([]));
    return () => {
      stale = true;
    };
  }, [knowerUuid, user?.uuid]);
  if (!own && (polls === null || polls.length === 0)) return null;
  return (
    <Section aria-labelledby="knower-polls">
      <h2 id="knower-polls">{t('section')}</h2>
      {own ? <NewPollForm onPosted={(poll) => setPolls([poll, ...(polls ?? [])])} /> : null}
      {(polls ?? []).map((poll) => (
        <PollCard key={`${poll.uuid}-${poll.myVote ?? ''}`} poll={poll} headingLevel={3} />
      ))}
    </Section>
  );
}
