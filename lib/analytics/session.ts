// The analytics session (spec §4): its id is reused while the last-session timestamp is under 30 minutes old,
// otherwise a new one is generated; every event touches the timestamp. Both are kept in localStorage (spec §3).
import { v4 as uuidv4 } from 'uuid';
import { SESSION_INACTIVITY_MS } from '../../config/analytics';
import { UUID_FORM } from '../contracts/forms';
import type { KeyValueStore } from './storage';

export const SESSION_ID_KEY = 'knowly_session_id';
export const LAST_SESSION_AT_KEY = 'knowly_last_session_at';

export type AnalyticsSession = { id: string; isNew: boolean };

/** The session an event at `now` belongs to; records `now` as the last-session timestamp. */
export function touchSession(store: KeyValueStore, now: number, createId: () => string = uuidv4): AnalyticsSession {
  const storedId = store.getItem(SESSION_ID_KEY);
  const lastAt = Number(store.getItem(LAST_SESSION_AT_KEY));
  const reusable = storedId !== null && UUID_FORM.test(storedId) && Number.isFinite(lastAt) && lastAt > 0 && now - lastAt < SESSION_INACTIVITY_MS;
  const id = reusable ? storedId : createId();
  try {
    if (!reusable) store.setItem(SESSION_ID_KEY, id);
    store.setItem(LAST_SESSION_AT_KEY, String(now));
  } catch {
    // Storage refused: the id still names this event's session, the next event may start another.
  }
  return { id, isNew: !reusable };
}
