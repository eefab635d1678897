// The study screen's answers on their way: POST flashcards/{cardUuid}/reviews with the answer's own id (sent again,
// it counts once) and DELETE flashcards/reviews/{id} to take one back, through the offline queue of
// lib/answer-queue.ts — one queue per user and page, sent again when the connection comes back.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../../../lib/analytics/storage';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardReviewOutcome } from '../../../lib/contracts/flashcards';
import { createAnswerQueue, type AnswerQueue, type QueuedReview } from '../lib/answer-queue';

type SentListener = (review: QueuedReview, outcome: FlashcardReviewOutcome) => void;

const queues = new Map<string, { queue: AnswerQueue; sent: Set<SentListener> }>();

function answerQueueOf(userUuid: string) {
  const existing = queues.get(userUuid);
  if (existing) return existing;
  const sent = new Set<SentListener>();
  const queue = createAnswerQueue({
    store: localStore(),
    key: `knowly.flashcards.answers.${userUuid}`,
    send: (answer) =>
      answer.kind === 'review'
        ? callApi<FlashcardReviewOutcome>(endpoints.reviewFlashcard, { params: { cardUuid: answer.cardUuid }, body: { rating: answer.rating, reviewedAt: answer.reviewedAt, id: answer.id } })
        : callApi(endpoints.undoFlashcardReview, { params: { reviewId: answer.id } }),
    onSent: (review, outcome) => {
      for (const listener of sent) listener(review, outcome as FlashcardReviewOutcome);
    },
  });
  const entry = { queue, sent };
  queues.set(userUuid, entry);
  return entry;
}

const NOTHING_PENDING: ReturnType<AnswerQueue['pending']> = [];

/** The user's answer queue, what still waits in it (re-rendered on each change, also from another tab) and a
 *  listener for the server's answers. Sends on mount, when the connection comes back and when the page is shown. */
export function useAnswerQueue(userUuid: string | undefined, onSent?: SentListener) {
  const entry = userUuid ? answerQueueOf(userUuid) : null;
  const queue = entry?.queue ?? null;

  const pendingJson = useSyncExternalStore(
    (notify) => {
      if (!queue) return () => undefined;
      const unsubscribe = queue.subscribe(notify);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith('knowly.flashcards.answers.')) notify();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
    () => (queue ? JSON.stringify(queue.pending()) : '[]'),
    () => '[]',
  );

  useEffect(() => {
    if (!entry || !onSent) return;
    entry.sent.add(onSent);
    return () => void entry.sent.delete(onSent);
  }, [entry, onSent]);

  useEffect(() => {
    if (!queue) return;
    const send = () => void queue.flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    send();
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queue]);

  const pending = useMemo(() => (pendingJson === '[]' ? NOTHING_PENDING : (JSON.parse(pendingJson) as ReturnType<AnswerQueue['pending']>)), [pendingJson]);
  return { queue, pending };
}
