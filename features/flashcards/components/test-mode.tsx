// Test: a test generated from the set (up to 20 cards: matching, multiple choice, true/false and written questions),
// answered on one page as a form, then a score (each question one point, each pair of the matching one point) and a
// review of the mistakes with the right answers. Written answers are graded leniently, a typo pointed out.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { track } from '../../../lib/analytics/track';
import { plainTextOf } from '../../../lib/flashcards/rich-text';
import { generateTest, matchingMistakes, type QuizCard, type TestQuestion } from '../lib/study-questions';
import { testScore, type TestAnswer } from '../lib/test-score';
import { CardText, Feedback, ModeActions, ModeStage, QuestionCard, QuestionLabel, WithAskableCards } from './study-mode-parts';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  legend { padding: 0; margin-bottom: 8px; font-weight: 700; }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md}px;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${({ theme }) => theme.colors.brandBlue}; background: ${({ theme }) => theme.colors.brandTint}; }
  input { flex: none; width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const Pairs = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  select {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    font: inherit;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const Statement = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
  div { padding: 12px; border-radius: ${({ theme }) => theme.radii.md}px; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Score = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: clamp(18px, 3vw, 28px);
  h2 { margin: 0; font-size: 1.5rem; }
  p { margin: 0; }
`;

const MistakeList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Prompt = ({ card }: { card: QuizCard }) => {
  const { t } = useTranslation('flashcards');
  return <CardText html={card.front} imageUrl={card.frontImageUrl} imageLabel={t('review.frontImage')} />;
};

function QuestionInput({ question, index, answer, onAnswer }: { question: TestQuestion; index: number; answer: TestAnswer | undefined; onAnswer: (answer: TestAnswer) => void }) {
  const { t } = useTranslation('flashcards');
  const name = `question-${index}`;
  if (question.kind === 'choice') {
    return (
      <Choices>
        <legend>
          <Prompt card={question.card} />
        </legend>
        {question.options.map((option) => (
          <label key={option.uuid}>
            <input type="radio" name={name} checked={answer?.kind === 'choice' && answer.optionUuid === option.uuid} onChange={() => onAnswer({ kind: 'choice', optionUuid: option.uuid })} />
            <CardText html={option.back} imageUrl={option.backImageUrl} imageLabel={t('review.backImage')} inButton />
          </label>
        ))}
      </Choices>
    );
  }
  if (question.kind === 'trueFalse') {
    return (
      <Choices>
        <legend className="visually-hidden">{t('test.trueFalseLegend')}</legend>
        <Statement>
          <div>
            <Prompt card={question.card} />
          </div>
          <div>
            <CardText html={question.shown.back} imageUrl={question.shown.backImageUrl} imageLabel={t('review.backImage')} />
          </div>
        </Statement>
        {([true, false] as const).map((value) => (
          <label key={String(value)}>
            <input type="radio" name={name} checked={answer?.kind === 'trueFalse' && answer.value === value} onChange={() => onAnswer({ kind: 'trueFalse', value })} />
            {value ? t('test.true') : t('test.false')}
          </label>
        ))}
      </Choices>
    );
  }
  if (question.kind === 'written') {
    return (
      <>
        <Prompt card={question.card} />
        <FormField label={t('learn.answerLabel')}>
          {(control) => <Input {...control} value={answer?.kind === 'written' ? answer.text : ''} onChange={(event) => onAnswer({ kind: 'written', text: event.target.value })} autoComplete="off" autoCapitalize="off" spellCheck={false} />}
        </FormField>
      </>
    );
  }
  const pairs = answer?.kind === 'matching' ? answer.pairs : {};
  return (
    <Pairs>
      {question.cards.map((card) => (
        <FormField key={card.uuid} label={<CardText html={card.front} imageUrl={card.frontImageUrl} imageLabel={t('review.frontImage')} />}>
          {(control) => (
            <select {...control} value={pairs[card.uuid] ?? ''} onChange={(event) => onAnswer({ kind: 'matching', pairs: { ...pairs, [card.uuid]: event.target.value || undefined } })}>
              <option value="">{t('test.choose')}</option>
              {question.backs.map((back) => (
                <option key={back.uuid} value={back.uuid}>
                  {plainTextOf(back.back)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ))}
    </Pairs>
  );
}

const KIND_LABEL = { choice: 'test.kindChoice', trueFalse: 'test.kindTrueFalse', written: 'test.kindWritten', matching: 'test.kindMatching' } as const;

/** What was answered, in words, for the review of mistakes. */
function givenText(question: TestQuestion, answer: TestAnswer | undefined, t: (key: string) => string): string {
  if (!answer) return t('test.noAnswer');
  if (answer.kind === 'choice' && question.kind === 'choice') return plainTextOf(question.options.find((option) => option.uuid === answer.optionUuid)?.back ?? '');
  if (answer.kind === 'trueFalse') return answer.value ? t('test.true') : t('test.false');
  if (answer.kind === 'written') return answer.text.trim() || t('test.noAnswer');
  return '';
}

function TestRun({ knowUuid, cards }: { knowUuid: string; cards: QuizCard[] }) {
  const { t, i18n } = useTranslation('flashcards');
  const [questions, setQuestions] = useState(() => generateTest(cards, Math.random));
  const [answers, setAnswers] = useState<Record<number, TestAnswer>>({});
  const [checked, setChecked] = useState(false);
  const scoreRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    track('flashcards_mode_started', { value: 'test', know: { knowUuid, format: 'FLASHCARDS' } });
  }, [knowUuid]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    track('flashcards_mode_completed', { value: 'test', know: { knowUuid, format: 'FLASHCARDS' } });
  }
  useEffect(() => {
    if (checked) scoreRef.current?.focus();
  }, [checked]);

  function again() {
    setQuestions(generateTest(cards, Math.random));
    setAnswers({});
    setChecked(false);
  }

  if (checked) {
    const score = testScore(questions, answers);
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(score.total > 0 ? score.points / score.total : 0);
    return (
      <ModeStage>
        <Score as="section" aria-labelledby="test-score">
          <h2 id="test-score" ref={scoreRef} tabIndex={-1} data-testid="test-score">
            {t('test.score', { points: score.points, total: score.total, percent })}
          </h2>
          <p>{score.mistakes.length === 0 ? t('test.perfect') : t('test.mistakesIntro')}</p>
        </Score>
        {score.mistakes.length > 0 ? (
          <MistakeList aria-label={t('test.mistakesTitle')}>
            {score.mistakes.map(({ index, typo }) => {
              const question = questions[index]!;
              return (
                <li key={index}>
                  <QuestionCard as="article">
                    <QuestionLabel>{t(KIND_LABEL[question.kind])}</QuestionLabel>
                    {question.kind === 'matching' ? (
                      matchingMistakes(question, answers[index]?.kind === 'matching' ? answers[index].pairs : {}).map((card) => (
                        <Feedback key={card.uuid} $tone="wrong">
                          <p><strong><CardText html={card.front} imageUrl={card.frontImageUrl} imageLabel={t('review.frontImage')} /></strong></p>
                          <p>{t('test.rightAnswer', { answer: plainTextOf(card.back) })}</p>
                        </Feedback>
                      ))
                    ) : (
                      <Feedback $tone={typo ? 'right' : 'wrong'}>
                        <p><strong><Prompt card={question.card} /></strong></p>
                        {question.kind === 'trueFalse' ? <p>{t('test.statement', { answer: plainTextOf(question.shown.back) })}</p> : null}
                        <p>{t('test.yourAnswer', { answer: givenText(question, answers[index], t) })}</p>
                        <p>{typo ? t('learn.typo', { answer: plainTextOf(question.card.back) }) : question.kind === 'trueFalse' ? t('test.rightAnswer', { answer: question.isTrue ? t('test.true') : t('test.false') }) : t('test.rightAnswer', { answer: plainTextOf(question.card.back) })}</p>
                      </Feedback>
                    )}
                  </QuestionCard>
                </li>
              );
            })}
          </MistakeList>
        ) : null}
        <ModeActions>
          <Button onClick={again}>{t('test.newTest')}</Button>
        </ModeActions>
      </ModeStage>
    );
  }

  const answeredCount = Object.keys(answers).length;
  return (
    <form onSubmit={submit} aria-label={t('test.formLabel')}>
      <ModeStage>
        {questions.map((question, index) => (
          <QuestionCard as="section" key={index} aria-labelledby={`test-question-${index}`} data-testid="test-question">
            <QuestionLabel id={`test-question-${index}`}>{t('test.questionLabel', { number: index + 1, total: questions.length, kind: t(KIND_LABEL[question.kind]) })}</QuestionLabel>
            <QuestionInput question={question} index={index} answer={answers[index]} onAnswer={(answer) => setAnswers((current) => ({ ...current, [index]: answer }))} />
          </QuestionCard>
        ))}
        <ModeActions>
          <Button type="submit" size="lg">
            {t('test.submit')}
          </Button>
          <span role="status">{t('test.answered', { answered: answeredCount, total: questions.length })}</span>
        </ModeActions>
      </ModeStage>
    </form>
  );
}

export function TestMode({ knowUuid }: { knowUuid: string }) {
  return <WithAskableCards knowUuid={knowUuid}>{(cards) => <TestRun knowUuid={knowUuid} cards={cards} />}</WithAskableCards>;
}

