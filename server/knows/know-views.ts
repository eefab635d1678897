// View counts of knows, cheaply: the know page reports a view once per browser session (sessionStorage), the server
// counts one view per address and know per 30 minutes, adds the views up in memory and writes them every few seconds
// in one UPDATE for all knows viewed meanwhile. A crash loses at most the last few seconds of views.
import { sql } from 'drizzle-orm';
import { SESSION_INACTIVITY_MS } from '../../config/analytics';
import type { Db } from '../db';
import { knows } from '../db/schema';

const VIEW_FLUSH_MS = 5_000; // pending views are written every 5 s
const SEEN_MAX = 50_000; // remembered (address, know) pairs: older ones are forgotten first

type Views = { pending: Map<string, number>; seen: Map<string, number>; timer: NodeJS.Timeout | null };

const holder = globalThis as typeof globalThis & { __knowlyKnowViews?: Views };
const views = (holder.__knowlyKnowViews ??= { pending: new Map(), seen: new Map(), timer: null });

/** Counts a view of the know from this address, unless it was counted in the last 30 minutes. Answers whether it counted. */
export function recordKnowView(db: Db, knowUuid: string, ip: string, now = Date.now()): boolean {
  const key = `${ip}|${knowUuid}`;
  const last = views.seen.get(key);
  if (last !== undefined && now - last < SESSION_INACTIVITY_MS) return false;
  views.seen.delete(key);
  views.seen.set(key, now);
  while (views.seen.size > SEEN_MAX) views.seen.delete(views.seen.keys().next().value!);
  views.pending.set(knowUuid, (views.pending.get(knowUuid) ?? 0) + 1);
  if (!views.timer) {
    views.timer = setTimeout(() => void flushKnowViews(db).catch(() => undefined), VIEW_FLUSH_MS);
    views.timer.unref();
  }
  return true;
}

/** Writes the pending views now (also used by tests). */
export async function flushKnowViews(db: Db): Promise<void> {
  if (views.timer) clearTimeout(views.timer);
  views.timer = null;
  if (views.pending.size === 0) return;
  const batch = [...views.pending];
  views.pending.clear();
  const values = sql.join(
    batch.map(([uuid, count]) => sql`(${uuid}::uuid, ${count}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${knows} set view_count = ${knows.viewCount} + v.count from (values ${values}) as v(uuid, count) where ${knows.uuid} = v.uuid`,
  );
}

/** Forgets remembered views (tests). */
export function resetKnowViews(): void {
  if (views.timer) clearTimeout(views.timer);
  views.timer = null;
  views.pending.clear();
  views.seen.clear();
}
