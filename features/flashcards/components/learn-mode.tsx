// Learn: every card of the set asked as multiple choice, then written (graded leniently: case, accents, punctuation
// and one small typo do not count — a typo is pointed out); a missed card comes back a few cards later until it is
// known, and a written answer judged wrong can be counted right ("I was right"). A wrong tap is told as the option
// chosen ("You chose"), a wrong written answer as what was written ("You wrote"). Keys: 1–4 choose an option, Enter
// checks and goes on. The verdict is announced in a live region; focus moves to what comes next.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { focusRing } from '../../../components/ui/focus-ring';
import { track } from '../../../lib/analytics/track';
import { gradeWrittenAnswer, normalizeAnswer, type AnswerVerdict } from '../../../lib/flashcards/lenient-grading';
import { plainTextOf } from '../../../lib/flashcards/rich-text';
import { compareTypedAnswer, typedAnswerOf } from '../../../lib/flashcards/type-answer';
import { answerLearn, isLearnDone, startLearn } from '../lib/learn-session';
import { choiceQuestion, isRightOption, shuffled, type QuizCard } from '../lib/study-questions';
import { FlashcardFace } from './flashcard-face';
import { SessionProgress } from './session-progress';
import { CardText, Feedback, ModeActions, ModeStage, NoticeCard, QuestionCard, QuestionLabel, WithAskableCards } from './study-mode-parts';

/** Anki's typed-answer diff (an Anki type-in card answered wrong): the typed line, an arrow, the expected line; what
 *  was typed wrong struck through, what is missing underlined. The feedback's words say both answers already, so the
 *  diff is for the eye only. */
const Diff = styled.p`
  margin: 0;
  font-family: ui-monospace, monospace;
  white-space: pre-wrap;
  del { color: ${({ theme }) => theme.colors.danger}; }
  ins { text-decoration-thickness: 2px; }
`;

function TypedAnswerDiff({ comparison }: { comparison: ReturnType<typeof compareTypedAnswer> }) {
  const line = (tokens: typeof comparison.typed) =>
    tokens.map((token, index) => (token.kind === 'good' ? <span key={index}>{token.text}</span> : token.kind === 'bad' ? <del key={index}>{token.text}</del> : <ins key={index}>{token.text}</ins>));
  return (
    <Diff aria-hidden="true" data-testid="typed-answer-diff">
      {line(comparison.typed)}
      <br />↓<br />
      {line(comparison.expected)}
    </Diff>
  );
}

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 10px;
`;

const Option = styled.button<{ $state: 'idle' | 'right' | 'wrong'; $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 12px 14px;
  text-align: left;
  font: inherit;
  font-weight: ${({ $chosen }) => ($chosen ? 700 : 400)};
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ $state, theme }) => ($state === 'right' ? theme.colors.successTint : $state === 'wrong' ? theme.colors.dangerTint : theme.colors.surface)};
  border: 2px solid ${({ $state, theme }) => ($state === 'right' ? theme.colors.success : $state === 'wrong' ? theme.colors.danger : theme.colors.border)};
  /* The option the learner chose wears a second, inner edge in its verdict's colour. */
  box-shadow: ${({ $chosen, $state, theme }) => ($chosen ? `inset 0 0 0 2px ${$state === 'wrong' ? theme.colors.danger : theme.colors.success}` : 'none')};
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.brandBlue}; }
  &:disabled { cursor: default; }
  &:focus-visible { ${focusRing()} }
  kbd {
    flex: none;
    min-width: 1.8em;
    padding: 2px 6px;
    border-radius: ${({ theme }) => theme.radii.xs}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font: 700 0.85rem ${({ theme }) => theme.fonts.mono};
    text-align: center;
  }
`;

type Outcome = { right: boolean; verdict: AnswerVerdict | 'choice'; given: string; chosenUuid?: string; overridden?: boolean };

function LearnRun({ knowUuid, cards }: { knowUuid: string; cards: QuizCard[] }) {
  const { t } = useTranslation('flashcards');
  const byUuid = useMemo(() => new Map(cards.map((card) => [card.uuid, card])), [cards]);
  const choiceFirst = new Set(cards.map((card) => normalizeAnswer(card.back))).size >= 2;
  // An Anki type-in card asks for its answer in writing straight away.
  const typedOnly = useMemo(() => new Set(cards.filter((card) => typedAnswerOf(card.back) !== null).map((card) => card.uuid)), [cards]);
  const [state, setState] = useState(() => startLearn(shuffled(cards, Math.random).map((card) => card.uuid), { choiceFirst, typedOnly }));
  const [turn, setTurn] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [written, setWritten] = useState('');
  const continueRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);

  const current = state.queue[0];
  const card = current ? byUuid.get(current.cardUuid) : undefined;
  // New options each time a card is asked (turn), so a card coming back is not answered by the option's place.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const question = useMemo(() => (card && current?.step === 'choice' ? choiceQuestion(card, cards, Math.random) : null), [card, current?.step, turn, cards]);
  const done = isLearnDone(state);

  useEffect(() => {
    track('flashcards_mode_started', { value: 'learn', know: { knowUuid, format: 'FLASHCARDS' } });
  }, [knowUuid]);
  useEffect(() => {
    if (done) track('flashcards_mode_completed', { value: 'learn', know: { knowUuid, format: 'FLASHCARDS' } });
  }, [done, knowUuid]);

  useEffect(() => {
    if (outcome) continueRef.current?.focus();
    else if (current?.step === 'written') inputRef.current?.focus();
    else if (turn > 0) questionRef.current?.focus();
  }, [outcome, current?.step, turn]);

  const choose = (option: QuizCard) => {
    if (!question || outcome) return;
    setOutcome({ right: isRightOption(question, option), verdict: 'choice', given: plainTextOf(option.back), chosenUuid: option.uuid });
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!question || outcome || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const option = question.options[Number(event.key) - 1];
      if (!option) return;
      event.preventDefault();
      choose(option);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  function check(event: FormEvent) {
    event.preventDefault();
    if (!card || outcome) return;
    const verdict = gradeWrittenAnswer(written, card.back);
    setOutcome({ right: verdict !== 'wrong', verdict, given: written });
  }

  function next() {
    if (!outcome) return;
    setState((latest) => answerLearn(latest, outcome.right));
    setOutcome(null);
    setWritten('');
    setTurn((count) => count + 1);
  }

  function restart() {
    setState(startLearn(shuffled(cards, Math.random).map((item) => item.uuid), { choiceFirst, typedOnly }));
    setOutcome(null);
    setWritten('');
    setTurn((count) => count + 1);
  }

  const progress = <SessionProgress done={state.steps.done} total={state.steps.total} label={t('learn.progressLabel')} />;
  if (done || !card || !current) {
    return (
      <ModeStage>
        {progress}
        <NoticeCard as="section" aria-live="polite" data-testid="learn-done">
          <h2>{t('learn.doneTitle')}</h2>
          <p>{t('learn.doneText', { cards: state.known.length })}</p>
          <Button onClick={restart}>{t('learn.again')}</Button>
        </NoticeCard>
      </ModeStage>
    );
  }

  const answer = plainTextOf(card.back);
  const typedAnswer = typedAnswerOf(card.back);
  const typedDiff = typedAnswer && outcome && !outcome.right && outcome.verdict === 'wrong' && outcome.given.trim() !== '' ? compareTypedAnswer(typedAnswer.expected, outcome.given, typedAnswer.combining) : null;
  const feedbackText = !outcome
    ? ''
    : outcome.overridden
      ? t('learn.overridden')
      : outcome.verdict === 'typo'
      ? t('learn.typo', { answer })
      : outcome.right
        ? t('learn.right')
        : t('learn.wrong', { answer });

  return (
    <ModeStage>
      {progress}
      <QuestionCard as="article" aria-labelledby="learn-question-label">
        <QuestionLabel id="learn-question-label">{current.step === 'choice' ? t('learn.chooseLabel') : t('learn.writeLabel')}</QuestionLabel>
        <div ref={questionRef} tabIndex={-1}>
          <FlashcardFace html={card.front} imageUrl={card.frontImageUrl} imageLabel={t('review.frontImage')} testId="learn-prompt" />
        </div>
        {current.step === 'choice' && question ? (
          <Options role="group" aria-label={t('learn.optionsLabel')}>
            {question.options.map((option, index) => {
              const isRight = isRightOption(question, option);
              const optionState = !outcome ? 'idle' : isRight ? 'right' : option.uuid === outcome.chosenUuid ? 'wrong' : 'idle';
              return (
                <Option
                  key={option.uuid}
                  type="button"
                  $state={optionState}
                  $chosen={option.uuid === outcome?.chosenUuid}
                  aria-pressed={option.uuid === outcome?.chosenUuid}
                  disabled={Boolean(outcome)}
                  onClick={() => choose(option)}
                  data-testid="learn-option"
                >
                  <kbd aria-hidden="true">{index + 1}</kbd>
                  <CardText html={option.back} imageUrl={option.backImageUrl} imageLabel={t('review.backImage')} inButton />
                </Option>
              );
            })}
          </Options>
        ) : (
          <form onSubmit={check}>
            <ModeActions>
              <FormField label={t('learn.answerLabel')}>
                {(control) => (
                  <Input
                    {...control}
                    ref={inputRef}
                    value={written}
                    onChange={(event) => setWritten(event.target.value)}
                    readOnly={Boolean(outcome)}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    data-testid="learn-answer"
                  />
                )}
              </FormField>
              {outcome ? null : (
                <>
                  <Button type="submit" disabled={written.trim() === ''}>
                    {t('learn.check')}
                  </Button>
                  <Button variant="ghost" onClick={() => setOutcome({ right: false, verdict: 'wrong', given: '' })}>
                    {t('learn.dontKnow')}
                  </Button>
                </>
              )}
            </ModeActions>
          </form>
        )}
        <Feedback $tone={!outcome ? 'none' : outcome.right ? 'right' : 'wrong'} role="status" aria-live="polite" data-testid="learn-feedback">
          {outcome ? (
            <>
              <p>
                <strong>{feedbackText}</strong>
              </p>
              {outcome.verdict === 'choice' ? (
                outcome.right ? null : <p>{t('learn.youChose', { answer: outcome.given })}</p>
              ) : outcome.verdict === 'typo' || (!outcome.right && outcome.given) ? (
                <p>{t('learn.youWrote', { answer: outcome.given })}</p>
              ) : null}
              {typedDiff ? <TypedAnswerDiff comparison={typedDiff} /> : null}
            </>
          ) : null}
        </Feedback>
        {outcome ? (
          <ModeActions>
            <Button ref={continueRef} onClick={next} data-testid="learn-continue">
              {t('learn.continue')}
            </Button>
            {!outcome.right && outcome.verdict === 'wrong' && outcome.given.trim() !== '' ? (
              <Button variant="outline" onClick={() => setOutcome({ ...outcome, right: true, overridden: true })}>
                {t('learn.iWasRight')}
              </Button>
            ) : null}
          </ModeActions>
        ) : null}
      </QuestionCard>
    </ModeStage>
  );
}

export function LearnMode({ knowUuid }: { knowUuid: string }) {
  return <WithAskableCards knowUuid={knowUuid}>{(cards) => <LearnRun knowUuid={knowUuid} cards={cards} />}</WithAskableCards>;
}
