// Open-app tracking (spec §4): tracked at start, and again when *over* 30 minutes have passed since the last one
// (at exactly 30:00 not yet, at 30:00.001 again). The last time is kept per user in localStorage.
import { OPEN_APP_INTERVAL_MS } from '../../config/analytics';
import { readJson, writeJson, type KeyValueStore } from './storage';

export const LAST_OPEN_APP_KEY = 'knowly_last_open_app';

export type LastOpenApp = { userUuid: string; at: number };

function readLast(store: KeyValueStore): LastOpenApp | null {
  const value = readJson(store, LAST_OPEN_APP_KEY) as Partial<LastOpenApp> | null;
  return value && typeof value.userUuid === 'string' && typeof value.at === 'number' ? { userUuid: value.userUuid, at: value.at } : null;
}

/** Whether this user's app open at `now` is tracked: the first on this device, or over 30 minutes after the last. */
export function isOpenAppDue(last: LastOpenApp | null, userUuid: string, now: number): boolean {
  return !last || last.userUuid !== userUuid || now - last.at > OPEN_APP_INTERVAL_MS;
}

/**
 * Tracks an app open when it is due: `send` posts users/{id}/open-app. The time is kept before sending (so two
 * starts at once send once) and given back when the send fails, so the next start tries again. Answers whether
 * it sent.
 */
export async function trackOpenAppIfDue({ store, userUuid, now, send }: { store: KeyValueStore; userUuid: string; now: number; send: () => Promise<void> }): Promise<boolean> {
  const last = readLast(store);
  if (!isOpenAppDue(last, userUuid, now)) return false;
  writeJson(store, LAST_OPEN_APP_KEY, { userUuid, at: now } satisfies LastOpenApp);
  try {
    await send();
    return true;
  } catch {
    if (last) writeJson(store, LAST_OPEN_APP_KEY, last);
    else store.removeItem(LAST_OPEN_APP_KEY);
    return false;
  }
}
