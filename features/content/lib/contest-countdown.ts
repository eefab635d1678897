// The expansion contest's countdown (spec §2 /expansion, §3 "expansion contest state" kept in the browser): the time
// left until the contest starts (upcoming) or ends (running) in days, hours, minutes and seconds, and the state as
// this browser last saw it, stored under one localStorage key.

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** What is left until `target` at `now`, never below zero. */
export function countdownParts(target: string, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3_600), minutes: Math.floor((left % 3_600) / 60), seconds: left % 60 };
}

export const CONTEST_STATE_KEY = 'knowly_expansion_contest';

export type StoredContestState = { country: string; state: string; startOn: string | null; endOn: string | null; seenOn: string };

/** Keeps the contest state this browser saw (a storage that refuses — private mode, full — is ignored). */
export function storeContestState(storage: Pick<Storage, 'setItem'>, value: StoredContestState): void {
  try {
    storage.setItem(CONTEST_STATE_KEY, JSON.stringify(value));
  } catch {
    // Nothing depends on it being kept.
  }
}
