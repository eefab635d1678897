// The answers of a study session on their way to the server: each answer is queued in localStorage the moment it is
// given and sent in order; a lost connection, a closed tab or a reload leaves it in the queue, to be sent when the
// page is back. Every answer carries an id made here, so an answer sent twice (the reply was lost, two tabs sent it)
// still counts once on the server. An undo of an answer still waiting takes it out of the queue; an undo of an answer
// already sent (or being sent) is queued after it.
import type { KeyValueStore } from '../../../lib/analytics/storage';
import { ApiError } from '../../../lib/errors/api-error';

export type Rating = 1 | 2 | 3 | 4;

export type QueuedReview = { kind: 'review'; id: string; cardUuid: string; rating: Rating; reviewedAt: string };
type QueuedUndo = { kind: 'undo'; id: string };
type QueuedAnswer = QueuedReview | QueuedUndo;

/** How long to wait before sending again after a failure that may pass (no connection, server error), doubling up
 *  to the last value. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export type AnswerQueueOptions = {
  store: KeyValueStore;
  /** The storage key, one per user: answers are never sent with someone else's session. */
  key: string;
  /** Sends one answer; resolves once the server has it. */
  send: (answer: QueuedAnswer) => Promise<unknown>;
  /** Called with each review the server confirmed, and its answer. */
  onSent?: (review: QueuedReview, outcome: unknown) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type AnswerQueue = {
  /** Queues an answer and starts sending. */
  add(review: Omit<QueuedReview, 'kind'>): void;
  /** Takes an answer back: out of the queue when it is still waiting, else an undo is queued after it. */
  undo(reviewId: string): void;
  /** The answers and undos not yet confirmed by the server, oldest first. */
  pending(): QueuedAnswer[];
  /** Sends what waits, one after the other; resolves when the queue is empty or a send failed for now. */
  flush(): Promise<void>;
  /** Called whenever the queue changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops a scheduled retry (the page goes away). */
  stop(): void;
};

/** Whether sending again may succeed: no answer at all (offline), the server failed, too many requests, or the session
 *  is being renewed. Any other refusal (the card is gone, the answer is no longer the latest) never will. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === undefined) return true;
  return error.status >= 500 || error.status === 429 || error.status === 401 || error.status === 408;
}

function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<QueuedReview> | Partial<QueuedUndo>;
  if (typeof answer.id !== 'string') return false;
  if (answer.kind === 'undo') return true;
  return answer.kind === 'review' && typeof answer.cardUuid === 'string' && [1, 2, 3, 4].includes(answer.rating as number) && typeof answer.reviewedAt === 'string';
}

export function createAnswerQueue({ store, key, send, onSent, setTimer = (run, ms) => setTimeout(run, ms), clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>) }: AnswerQueueOptions): AnswerQueue {
  const listeners = new Set<() => void>();
  let sending: Promise<void> | null = null;
  let inFlight: string | null = null;
  let failures = 0;
  let retry: unknown = null;

  // The stored queue is read on every change, so that answers another tab queued are kept.
  const read = (): QueuedAnswer[] => {
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isQueuedAnswer) : [];
    } catch {
      return [];
    }
  };
  const write = (answers: QueuedAnswer[]) => {
    if (answers.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(answers));
    for (const listener of listeners) listener();
  };
  const remove = (answer: QueuedAnswer) => write(read().filter((queued) => !(queued.id === answer.id && queued.kind === answer.kind)));

  function scheduleRetry() {
    if (retry !== null) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
    retry = setTimer(() => {
      retry = null;
      void queue.flush();
    }, delay);
  }

  async function sendAll(): Promise<void> {
    for (let next = read()[0]; next; next = read()[0]) {
      inFlight = next.id;
      try {
        const outcome = await send(next);
        failures = 0;
        remove(next);
        if (next.kind === 'review') onSent?.(next, outcome);
      } catch (error) {
        if (isWorthRetrying(error)) {
          failures += 1;
          scheduleRetry();
          return;
        }
        // Refused for good (the card was deleted, the answer was already undone): it can never be sent.
        remove(next);
      } finally {
        inFlight = null;
      }
    }
  }

  const queue: AnswerQueue = {
    add(review) {
      write([...read(), { kind: 'review', ...review }]);
      void queue.flush();
    },
    undo(reviewId) {
      const answers = read();
      const waiting = answers.some((answer) => answer.kind === 'review' && answer.id === reviewId);
      if (waiting && inFlight !== reviewId) write(answers.filter((answer) => !(answer.kind === 'review' && answer.id === reviewId)));
      else write([...answers, { kind: 'undo', id: reviewId }]);
      void queue.flush();
    },
    pending: read,
    flush() {
      if (retry !== null) {
        clearTimer(retry);
        retry = null;
      }
      sending ??= sendAll().finally(() => {
        sending = null;
      });
      return sending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (retry !== null) clearTimer(retry);
      retry = null;
    },
  };
  return queue;
}
