// /user-topic/{uuid}/quiz: the quiz of a catalogue topic, made from its public knows. One question after another on
// one page (choices for multiple choice and true/false, a field for the others), the score at the end with what was
// expected, and a link to share the quiz. Open to visitors; a topic without material shows an empty state.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageColumn } from '../../../components/ui/page-column';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { GradedTopicQuiz, TopicQuiz } from '../../../lib/contracts/topic-quiz';
import { showToast } from '../../../lib/toast';

const Questions = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 16px;
`;

const Question = styled.li<{ $state?: 'right' | 'wrong' }>`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 1px solid ${({ theme, $state }) => ($state === 'right' ? theme.colors.success : $state === 'wrong' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: grid;
  gap: 10px;
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 6px; }
  legend { font-weight: 700; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: center; }
  input[type='text'] {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
  small { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Score = styled.div`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.brandTint};
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  strong { font-size: 1.4rem; flex: 1 1 200px; }
`;

const Heading = styled.h1`
  margin: 0;
  font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display};
`;

export function TopicQuizPage({ topicId }: { topicId: string }) {
  const { t } = useTranslation('quiz');
  const quiz = useQuery({ queryKey: ['topic-quiz', topicId], queryFn: () => callApi<TopicQuiz>(endpoints.topicQuiz, { params: { id: topicId } }), meta: { handlesErrors: true } });
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [graded, setGraded] = useState<GradedTopicQuiz | null>(null);

  if (quiz.isPending) return <DelayedLoader label={t('loading')} />;
  if (!quiz.data) return <PageColumn $width="narrow"><EmptyState title={t('emptyTitle')} text={t('emptyText')} /></PageColumn>;
  const { topic, questions } = quiz.data;
  const trueFalse = [
    { value: 'true', label: t('true') },
    { value: 'false', label: t('false') },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGraded(await callApi<GradedTopicQuiz>(endpoints.answerTopicQuiz, { params: { id: topicId }, body: { answers: questions.map((_, index) => answers[index] ?? null) } }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const share = async () => {
    await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
    await showToast('success', t('linkCopied'));
  };

  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('title', { topic: topic.name })} description={t('intro', { topic: topic.name })} />
      <Heading>{t('title', { topic: topic.name })}</Heading>
      <p>{t('intro', { topic: topic.name })}</p>
      {graded ? (
        <Score role="status" data-testid="quiz-score">
          <strong>{t('score', { score: graded.score, total: graded.total })}</strong>
          <Button variant="outline" size="sm" onClick={share}>
            {t('share')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setGraded(null);
              setAnswers({});
            }}
          >
            {t('again')}
          </Button>
        </Score>
      ) : null}
      <form onSubmit={(event) => void submit(event)}>
        <Questions>
          {questions.map((question, index) => {
            const result = graded?.results[index];
            const choices = question.kind === 'true-false' ? trueFalse : (question.options ?? []).map((option) => ({ value: option, label: option }));
            return (
              <Question key={index} $state={result ? (result.correct ? 'right' : 'wrong') : undefined} data-testid="quiz-question">
                <fieldset disabled={Boolean(graded)}>
                  <legend>
                    {index + 1}. {question.prompt}
                  </legend>
                  {choices.length > 0 ? (
                    choices.map((choice) => (
                      <label key={choice.value}>
                        <input type="radio" name={`q${index}`} value={choice.value} checked={answers[index] === choice.value} onChange={() => setAnswers({ ...answers, [index]: choice.value })} />
                        {choice.label}
                      </label>
                    ))
                  ) : (
                    <input type="text" aria-label={t('answerLabel', { n: index + 1 })} value={answers[index] ?? ''} onChange={(event) => setAnswers({ ...answers, [index]: event.target.value })} />
                  )}
                </fieldset>
                {result ? <small>{result.correct ? t('right') : t('expected', { answer: result.expected })}</small> : null}
                <small>{t('source', { title: question.source.knowTitle })}</small>
              </Question>
            );
          })}
        </Questions>
        {graded ? null : (
          <p>
            <Button type="submit" data-testid="quiz-submit">
              {t('submit')}
            </Button>
          </p>
        )}
      </form>
    </PageColumn>
  );
}
