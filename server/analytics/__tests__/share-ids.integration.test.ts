// Issue 15: a shared link carries an opaque share id, not the sharer's uuid; the analytics intake maps it back.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attributionFromVisit } from '../../../lib/analytics/attribution';
import { callRoute } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { analyticsEvents } from '../../db/schema';
import { meRoute } from '../../users/routes';
import { recordEventsRoute } from '../routes';
import { sharersOf } from '../share-ids';
import { anEvent, aUser } from './analytics-fixtures';

const UUID_PATTERN = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/i;

async function sharer() {
  const { uuid, accessToken } = await aUser();
  const me = (await callRoute(meRoute, { token: accessToken })).body as { uuid: string; accountUuid: string; shareId: string };
  return { uuid, accountUuid: me.accountUuid, shareId: me.shareId };
}

describe('share ids', () => {
  it('gives every user an opaque share id of 22 base64url characters, different per user', async () => {
    const [first, second] = [await sharer(), await sharer()];
    expect(first.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.shareId).not.toBe(second.shareId);
  });

  it('gives a share id that contains neither the user nor the account uuid (nor any uuid, with or without dashes)', async () => {
    const { uuid, accountUuid, shareId } = await sharer();
    // features/know-page/lib/share-link.ts puts exactly this as sid (its unit test checks the whole URL).
    expect(shareId).not.toContain(uuid.replaceAll('-', '').slice(0, 8));
    expect(shareId).not.toContain(accountUuid.replaceAll('-', '').slice(0, 8));
    expect(shareId).not.toMatch(UUID_PATTERN);
  });

  it('maps the share id of a shared visit back to the sharer when the events arrive', async () => {
    const { uuid, shareId } = await sharer();
    const url = `http://de.localhost:3000/knows/x?sid=${shareId}&utm_source=share&utm_medium=web&utm_content=know_page`;
    const attribution = attributionFromVisit({ url, referrer: '', ownHosts: ['de.localhost'] });
    expect(attribution).toEqual({ source: 'share', campaign: shareId });
    const shared = anEvent({ session: { id: crypto.randomUUID(), ...attribution } });
    const unknown = anEvent({ session: { id: crypto.randomUUID(), source: 'share', campaign: 'web' } });
    const notShared = anEvent({ session: { id: crypto.randomUUID(), source: 'seo', campaign: shareId } });
    const response = await callRoute(recordEventsRoute, { body: { events: [shared, unknown, notShared] } });
    expect(response.status).toBe(202);
    const rows = await (await getDb())
      .select({ uuid: analyticsEvents.uuid, sharedBy: analyticsEvents.sharedByUserUuid })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.uuid, [shared, unknown, notShared].map((event) => event.uuid as string)));
    const sharedByOf = (event: Record<string, unknown>) => rows.find((row) => row.uuid === event.uuid)?.sharedBy;
    expect(sharedByOf(shared)).toBe(uuid);
    expect(sharedByOf(unknown)).toBeNull();
    expect(sharedByOf(notShared)).toBeNull();
  });

  it('resolves several share ids at once and leaves unknown ones out', async () => {
    const [first, second] = [await sharer(), await sharer()];
    const sharers = await sharersOf(await getDb(), [first.shareId, second.shareId, first.shareId, 'web']);
    expect(Object.fromEntries(sharers)).toEqual({ [first.shareId]: first.uuid, [second.shareId]: second.uuid });
  });
});
