// A review session: today's due cards of one set or of all sets, one at a time — the question, space (or the button)
// for the answer, then one of the four grades with when the card would come back; z takes the last answer back. Each
// answer goes into the offline queue at once (api/send-answers.ts) and the session's progress is kept for the day
// (lib/study-session.ts), so a reload, a closed tab or a lost connection costs nothing. When the cards run out, the
// answers are sent and the server asked again (cards being learnt come back within minutes): the next card, a wait
// for one coming back soon, or the end of the session (flashcards_completed).
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { track } from '../../../lib/analytics/track';
import { localStore } from '../../../lib/analytics/storage';
import type { DueFlashcard, FlashcardReviewOutcome } from '../../../lib/contracts/flashcards';
import { routes } from '../../../lib/routes/page-routes';
import { useDueFlashcards } from '../api/get-due-flashcards';
import { useAnswerQueue } from '../api/send-answers';
import type { QueuedReview, Rating } from '../lib/answer-queue';
import { studyKeyAction } from '../lib/study-keys';
import { loadSession, nextComingBack, saveSession, sessionKey, withAnswer, withOutcome, withoutLastAnswer, type StudySession } from '../lib/study-session';
import { FlashcardFace } from './flashcard-face';
import { GradeButtons } from './grade-buttons';
import { SessionProgress } from './session-progress';
import { NoticeCard } from './study-mode-parts';

/** Cards being learnt that come back within this time are waited for, as Anki's learn-ahead limit does. */
const LEARN_AHEAD_MS = 20 * 60 * 1000;

type Phase = 'studying' | 'waiting' | 'unsent' | 'failed' | 'completed';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const CardSurface = styled(Card)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 24px;
  min-height: min(52vh, 420px);
  padding: clamp(20px, 4vw, 40px);
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  kbd { font-family: ${({ theme }) => theme.fonts.mono}; font-weight: 700; }
`;

const SyncStatus = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

export function ReviewSession({ userUuid, knowUuid }: { userUuid: string; knowUuid?: string }) {
  const { t, i18n } = useTranslation('flashcards');
  const due = useDueFlashcards(knowUuid);
  const { refetch } = due;
  const key = sessionKey(userUuid, knowUuid);
  // Read from storage on the first render: the server renders the loader (no cards yet), and so does the first
  // client render, so the stored progress never differs from what was hydrated.
  const [session, setSession] = useState<StudySession>(() => loadSession(localStore(), key, new Date()));
  const [flipped, setFlipped] = useState(false);
  /** Cards answered since today's cards were last read from the server. */
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  /** Cards whose answer was taken back: shown again first. */
  const [retaken, setRetaken] = useState<DueFlashcard[]>([]);
  const [phase, setPhase] = useState<Phase>('studying');
  const [now, setNow] = useState(() => new Date());
  const [waitUntil, setWaitUntil] = useState<Date | null>(null);
  const sessionNow = useRef(session);
  useEffect(() => {
    sessionNow.current = session;
    saveSession(localStore(), key, session);
  }, [key, session]);

  const onSent = useCallback((review: QueuedReview, outcome: FlashcardReviewOutcome) => setSession((current) => withOutcome(current, review.id, outcome)), []);
  const { queue, pending } = useAnswerQueue(userUuid, onSent);
  const waitingCards = useMemo(() => new Set(pending.flatMap((answer) => (answer.kind === 'review' ? [answer.cardUuid] : []))), [pending]);

  const cards = useMemo(() => {
    const retakenUuids = new Set(retaken.map((card) => card.uuid));
    const fromServer = (due.data?.cards ?? []).filter((card) => !answered.has(card.uuid) && !waitingCards.has(card.uuid) && !retakenUuids.has(card.uuid));
    return [...retaken, ...fromServer];
  }, [answered, due.data, retaken, waitingCards]);
  const card = phase === 'studying' ? cards[0] : undefined;

  // The session's end is reported once, when it ends with answers in it.
  const completedReported = useRef(false);
  const complete = useCallback(() => {
    const current = sessionNow.current;
    if (!current.completed && current.answered > 0 && !completedReported.current) {
      completedReported.current = true;
      track('flashcards_completed', { value: current.answered, ...(knowUuid ? { know: { knowUuid, format: 'FLASHCARDS' } } : {}) });
    }
    setSession((latest) => ({ ...latest, completed: true }));
    setPhase('completed');
  }, [knowUuid]);

  // Out of cards: send what waits, ask the server again, then go on, wait for a card coming back soon, or end.
  const refreshing = useRef(false);
  const refresh = useCallback(async () => {
    if (!queue || refreshing.current) return;
    refreshing.current = true;
    try {
      await queue.flush();
      if (queue.pending().length > 0) {
        setPhase('unsent');
        return;
      }
      const result = await refetch();
      if (result.isError) {
        setPhase('failed');
        return;
      }
      // Every answer is on the server now: its list is the truth.
      setAnswered(new Set());
      setNow(new Date());
      if ((result.data?.cards.length ?? 0) > 0) {
        setPhase('studying');
        return;
      }
      const next = nextComingBack(sessionNow.current, new Date(), LEARN_AHEAD_MS);
      if (!next) {
        complete();
        return;
      }
      setWaitUntil(next);
      setPhase('waiting');
    } finally {
      refreshing.current = false;
    }
  }, [complete, queue, refetch]);

  const loaded = due.data !== undefined;
  const outOfCards = loaded && phase === 'studying' && cards.length === 0;
  useEffect(() => {
    if (outOfCards) void refresh();
  }, [outOfCards, refresh]);

  // Waiting for a card coming back: ask again when it is due.
  useEffect(() => {
    if (phase !== 'waiting' || !waitUntil) return;
    const timer = setTimeout(() => {
      setPhase('studying');
    }, Math.max(0, waitUntil.getTime() - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [phase, waitUntil]);

  // Back online with answers still on this device: send them and go on.
  const allSent = phase === 'unsent' && pending.length === 0;
  useEffect(() => {
    if (allSent) void refresh();
  }, [allSent, refresh]);

  const flip = useCallback(() => {
    setFlipped((shown) => {
      if (!shown && card) track('flashcard_flipped', { know: { knowUuid: card.knowUuid, format: 'FLASHCARDS' } });
      return !shown;
    });
    setNow(new Date());
  }, [card]);

  const grade = useCallback(
    (rating: Rating) => {
      if (!card || !queue) return;
      const reviewId = uuidv4();
      queue.add({ id: reviewId, cardUuid: card.uuid, rating, reviewedAt: new Date().toISOString() });
      setSession((current) => withAnswer(current, { reviewId, rating, card }));
      setAnswered((cardsAnswered) => new Set(cardsAnswered).add(card.uuid));
      setRetaken((cardsRetaken) => cardsRetaken.filter((retakenCard) => retakenCard.uuid !== card.uuid));
      setFlipped(false);
    },
    [card, queue],
  );

  const undo = useCallback(() => {
    if (!queue) return;
    const taken = withoutLastAnswer(sessionNow.current);
    if (!taken) return;
    queue.undo(taken.answer.reviewId);
    setSession(taken.session);
    const cardBack = taken.answer.card;
    setAnswered((cardsAnswered) => new Set([...cardsAnswered].filter((uuid) => uuid !== cardBack.uuid)));
    setRetaken((cardsRetaken) => [cardBack, ...cardsRetaken.filter((retakenCard) => retakenCard.uuid !== cardBack.uuid)]);
    setFlipped(false);
    setPhase('studying');
  }, [queue]);

  const canUndo = session.history.length > 0;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = studyKeyAction(
        { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, targetTag: target?.tagName, targetEditable: target?.isContentEditable },
        { flipped, canUndo },
      );
      if (!action) return;
      if (action.type === 'undo') {
        event.preventDefault();
        undo();
        return;
      }
      if (!card) return;
      event.preventDefault();
      if (action.type === 'flip') flip();
      else grade(action.rating);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canUndo, card, flip, flipped, grade, undo]);

  if (due.isError && !due.data) return <p role="alert">{t('errors.generic')}</p>;
  if (!loaded) return <DelayedLoader label={t('loading')} />;

  const doneCount = session.answered;
  const total = doneCount + cards.length;
  const unsentCount = pending.filter((answer) => answer.kind === 'review').length;

  return (
    <Stage>
      <SessionProgress done={doneCount} total={Math.max(total, doneCount)} />
      {card ? (
        <>
          <CardSurface as="article" aria-label={t('review.cardLabel')} aria-live="polite">
            <FlashcardFace html={card.front} imageUrl={card.frontImageUrl} imageLabel={t('review.frontImage')} testId="card-front" />
            {flipped ? (
              <>
                <Divider />
                <FlashcardFace html={card.back} imageUrl={card.backImageUrl} imageLabel={t('review.backImage')} testId="card-back" />
              </>
            ) : null}
          </CardSurface>
          {flipped ? (
            <GradeButtons card={card} now={now} onGrade={grade} />
          ) : (
            <Actions>
              <Button size="lg" onClick={flip}>
                {t('review.showAnswer')}
              </Button>
            </Actions>
          )}
          <Hint>{t('review.keys')}</Hint>
        </>
      ) : phase === 'waiting' && waitUntil ? (
        <NoticeCard as="section" aria-live="polite">
          <h2>{t('review.waitingTitle')}</h2>
          <p>{t('review.waitingText', { time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(waitUntil) })}</p>
          <Button variant="secondary" onClick={complete}>
            {t('review.finish')}
          </Button>
        </NoticeCard>
      ) : phase === 'unsent' ? (
        <NoticeCard as="section" aria-live="polite">
          <h2>{t('review.unsentTitle')}</h2>
          <p>{t('review.unsentText')}</p>
        </NoticeCard>
      ) : phase === 'failed' ? (
        <NoticeCard as="section" role="alert">
          <p>{t('errors.generic')}</p>
          <Button variant="secondary" onClick={refresh}>
            {t('review.retry')}
          </Button>
        </NoticeCard>
      ) : phase === 'completed' ? (
        <NoticeCard as="section" aria-live="polite" data-testid="session-completed">
          {/* No card answered: nothing was due (or the set has none), which is no achievement to congratulate. */}
          <h2>{doneCount > 0 ? t('review.completedTitle') : t('review.nothingDueTitle')}</h2>
          <p>{doneCount > 0 ? t('review.completedText', { count: doneCount }) : t('review.nothingDueText')}</p>
          <ButtonLink href={routes.flashcards()} variant="secondary">
            {t('review.backToOverview')}
          </ButtonLink>
        </NoticeCard>
      ) : (
        <DelayedLoader label={t('loading')} />
      )}
      {canUndo ? (
        <Actions>
          <Button variant="ghost" size="sm" onClick={undo}>
            {t('review.undo')}
          </Button>
        </Actions>
      ) : null}
      <SyncStatus role="status" data-testid="answers-sync">
        {unsentCount > 0 ? t('review.unsent', { count: unsentCount }) : doneCount > 0 ? t('review.allSaved') : ''}
      </SyncStatus>
    </Stage>
  );
}
