// Share ids (issue 15): a shared know link carries the sharer's opaque share id as `sid`, never their user or account
// uuid; the analytics intake maps it back to the sharer here, so attribution still knows who brought a visitor.
import { inArray } from 'drizzle-orm';
import type { AnalyticsEvent } from '../../lib/contracts/analytics';
import type { Db } from '../db';
import { users } from '../db/schema';

/** The session source a shared link gives (lib/analytics/attribution.ts). */
const SHARE_SOURCE = 'share';

/** The sharers of these share ids: share id → user uuid; unknown ids (a visitor's 'web', a made-up one) are left out. */
export async function sharersOf(db: Db, shareIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(shareIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ shareId: users.shareId, uuid: users.uuid }).from(users).where(inArray(users.shareId, unique));
  return new Map(rows.map((row) => [row.shareId, row.uuid]));
}

/** The share id an event's session was attributed to, if its source is a shared link. */
export function sessionShareId(event: AnalyticsEvent): string | null {
  const session = event.session;
  return session?.source === SHARE_SOURCE && session.campaign ? session.campaign : null;
}
