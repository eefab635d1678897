// Spec §7: analytics "is skipped in the local environment" (issue 33). Under APP_ENV=local without the
// ANALYTICS_IN_LOCAL opt-in the server records none of its own events (sign-up, confirmation mail, e-mail confirmed);
// the intake still stores what a browser sends (the browser sends nothing there unless opted in, lib/analytics/track.ts).
// With the opt-in they are recorded: events.integration.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { callRoute } from '../../../tests/integration/call-route';
import { confirmEmailRoute } from '../../auth/email-routes';
import { getDb } from '../../db';
import { analyticsEvents, outboxMails } from '../../db/schema';
import { env } from '../../env';
import { analyticsEnabled } from '../analytics-enabled';
import { recordServerEvent, serverEvent } from '../record-events';
import { recordEventsRoute } from '../routes';
import { anEvent, aUser } from './analytics-fixtures';

vi.hoisted(() => {
  process.env.APP_ENV = 'local';
  process.env.ANALYTICS_IN_LOCAL = 'false';
});

describe('server-side analytics under APP_ENV=local', () => {
  it('is off without ANALYTICS_IN_LOCAL, on with it, and always on outside local', () => {
    expect(analyticsEnabled(env())).toBe(false);
    expect(analyticsEnabled({ APP_ENV: 'local', ANALYTICS_IN_LOCAL: false })).toBe(false);
    expect(analyticsEnabled({ APP_ENV: 'local', ANALYTICS_IN_LOCAL: true })).toBe(true);
    for (const APP_ENV of ['dev', 'staging', 'prod'] as const) expect(analyticsEnabled({ APP_ENV, ANALYTICS_IN_LOCAL: false })).toBe(true);
  });

  it('records nothing for a sign-up, its confirmation mail and the confirmation', async () => {
    const { uuid } = await aUser();
    const db = await getDb();
    const [mail] = await db.select({ text: outboxMails.text }).from(outboxMails).where(eq(outboxMails.userUuid, uuid));
    expect(mail).toBeDefined(); // the mail itself goes out
    const token = /token=([0-9a-f-]{36})/.exec(mail!.text)![1]!;
    expect((await callRoute(confirmEmailRoute, { body: { confirmationToken: token } })).status).toBe(200);
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.userUuid, uuid))).toEqual([]);
  });

  it('recordServerEvent answers false and stores nothing', async () => {
    const db = await getDb();
    const event = serverEvent('sign_in');
    expect(await recordServerEvent(db, event)).toBe(false);
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.uuid, event.uuid))).toEqual([]);
  });

  it('the intake still stores an event a browser sends', async () => {
    const event = anEvent();
    expect(await callRoute(recordEventsRoute, { body: event })).toMatchObject({ status: 202, body: { accepted: 1 } });
    expect(await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.uuid, event.uuid as string))).toHaveLength(1);
  });
});
