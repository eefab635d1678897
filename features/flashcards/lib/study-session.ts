// A review session's progress, kept in localStorage for the day so that a reload or a closed tab finds it where it
// was: how many answers were given, the last answers (to take them back with z, even after a reload), and when the
// cards answered "again" or still being learnt come back. A new day starts a new session.
import type { KeyValueStore } from '../../../lib/analytics/storage';
import type { DueFlashcard } from '../../../lib/contracts/flashcards';
import type { Rating } from './answer-queue';

/** Answers that can be taken back, newest last. */
const HISTORY_KEPT = 30;

type SessionAnswer = { reviewId: string; rating: Rating; card: DueFlashcard };
export type StudySession = {
  day: string;
  answered: number;
  history: SessionAnswer[];
  /** Card uuid → when that card comes back, for cards still being learnt (from the server's answer). */
  comingBack: Record<string, string>;
  completed: boolean;
};

/** The local calendar day, YYYY-MM-DD. */
function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const sessionKey = (userUuid: string, knowUuid: string | undefined) => `knowly.flashcards.session.${userUuid}.${knowUuid ?? 'all'}`;

const freshSession = (day: string): StudySession => ({ day, answered: 0, history: [], comingBack: {}, completed: false });

export function loadSession(store: KeyValueStore, key: string, now: Date): StudySession {
  const day = localDay(now);
  try {
    const stored = JSON.parse(store.getItem(key) ?? 'null') as Partial<StudySession> | null;
    if (!stored || stored.day !== day || typeof stored.answered !== 'number' || !Array.isArray(stored.history)) return freshSession(day);
    return { day, answered: stored.answered, history: stored.history, comingBack: stored.comingBack ?? {}, completed: stored.completed === true };
  } catch {
    return freshSession(day);
  }
}

export function saveSession(store: KeyValueStore, key: string, session: StudySession): void {
  try {
    store.setItem(key, JSON.stringify(session));
  } catch {
    // A full storage loses the progress display only; the answers themselves are queued apart.
  }
}

const without = (comingBack: Record<string, string>, cardUuid: string) => Object.fromEntries(Object.entries(comingBack).filter(([uuid]) => uuid !== cardUuid));

export function withAnswer(session: StudySession, answer: SessionAnswer): StudySession {
  return { ...session, answered: session.answered + 1, history: [...session.history, answer].slice(-HISTORY_KEPT), comingBack: without(session.comingBack, answer.card.uuid), completed: false };
}

/** The session without its last answer, and that answer; null when nothing can be taken back. */
export function withoutLastAnswer(session: StudySession): { session: StudySession; answer: SessionAnswer } | null {
  const answer = session.history.at(-1);
  if (!answer) return null;
  return { session: { ...session, answered: Math.max(0, session.answered - 1), history: session.history.slice(0, -1), comingBack: without(session.comingBack, answer.card.uuid), completed: false }, answer };
}

/** Notes when an answered card comes back, when it is still being learnt (learning or relearning). */
export function withOutcome(session: StudySession, reviewId: string, outcome: { due: string; state: string }): StudySession {
  // Only the card's latest answer counts: a confirmation that arrives after the card was answered again is old news.
  const latest = session.history.findLast((answer) => answer.reviewId === reviewId);
  if (!latest || session.history.findLast((answer) => answer.card.uuid === latest.card.uuid) !== latest) return session;
  const comingBack = without(session.comingBack, latest.card.uuid);
  if (outcome.state === 'learning' || outcome.state === 'relearning') comingBack[latest.card.uuid] = outcome.due;
  return { ...session, comingBack };
}

/** The soonest time a card of this session comes back, later than now and within `aheadMs`; null when none does. */
export function nextComingBack(session: StudySession, now: Date, aheadMs: number): Date | null {
  const times = Object.values(session.comingBack)
    .map((due) => new Date(due).getTime())
    .filter((time) => Number.isFinite(time) && time > now.getTime() && time <= now.getTime() + aheadMs);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
