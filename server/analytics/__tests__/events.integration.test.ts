import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// The server's own events are skipped under APP_ENV=local unless ANALYTICS_IN_LOCAL=true (issue 33; the skip itself:
// server-events-local.integration.test.ts): this file reads them, so it opts in, as the browser journeys do.
vi.hoisted(() => {
  process.env.ANALYTICS_IN_LOCAL = 'true';
});
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { confirmEmailRoute, resendConfirmationRoute } from '../../auth/email-routes';
import { accounts, analyticsEvents, outboxMails } from '../../db/schema';
import { signupRoute } from '../../users/routes';
import { recordServerEvent, serverEvent, SERVER_EVENT_VALUE_ID } from '../record-events';
import { EVENTS_BODY_LIMIT, recordEventsRoute } from '../routes';
import { isUuid } from '../../../lib/contracts/forms';
import { anEvent, aUser } from './analytics-fixtures';

type ErrorBody = { error: { type: string; data: { fields: Record<string, string[]> } } };

const post = (body: unknown, options: Parameters<typeof callRoute>[1] = {}) => callRoute(recordEventsRoute, { body, ...options });

async function storedRows(uuids: string[]) {
  if (uuids.length === 0) return [];
  return (await getDb()).select().from(analyticsEvents).where(inArray(analyticsEvents.uuid, uuids));
}

async function totalRows(): Promise<number> {
  const [row] = await (await getDb()).select({ count: sql<number>`count(*)::int` }).from(analyticsEvents);
  return Number(row?.count ?? 0);
}

const uuidOf = (event: Record<string, unknown>) => event.uuid as string;

describe('POST /api/analytics/events', () => {
  it('stores a single event with its session and the country of the site, and answers 202 {accepted: 1}', async () => {
    const event = anEvent();
    const response = await post(event, { host: 'fr.localhost:3000' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: 1, rejected: [] });
    const [row] = await storedRows([uuidOf(event)]);
    expect(row).toMatchObject({ name: 'page_view', userUuid: null, sessionId: (event.session as { id: string }).id, country: 'FR' });
    expect(row!.payload).toEqual(event);
    expect(row!.receivedOn).toBeInstanceOf(Date);
  });

  it('stores every event of a batch', async () => {
    const events = [anEvent(), anEvent({ name: 'search_performed', search: { searchSessionUuid: randomUUID(), query: 'Photosynthese' } }), anEvent({ name: 'web_vital', valueId: 'LCP', value: 1830.5 })];
    const response = await post({ events });
    expect(response).toMatchObject({ status: 202, body: { accepted: 3 } });
    const rows = await storedRows(events.map(uuidOf));
    expect(rows.map((row) => row.name).sort()).toEqual(['page_view', 'search_performed', 'web_vital']);
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['DE']));
  });

  it('accepts a batch of 50 events with every field at its longest, within the body limit', async () => {
    const long = (length: number) => 'x'.repeat(length);
    const fullEvent = () =>
      anEvent({
        value: long(500),
        valueId: long(100),
        referrerScreen: long(300),
        appVersion: long(40),
        activeExperiments: Array.from({ length: 20 }, () => ({ experiment: long(60), variant: long(60) })),
        search: { searchSessionUuid: randomUUID(), query: long(500), suggestion: { text: long(500), numberOfResults: 3 }, resultPosition: 1, numberOfExactResults: 2, type: long(50), origin: long(50) },
        feed: { feedId: long(100), position: 3 },
        know: { knowUuid: randomUUID(), subjectId: randomUUID(), format: long(30) },
        page: { path: long(500), locale: 'es-MX', title: long(500) },
        user: { uuid: randomUUID(), premiumStatus: long(30), isKnower: true, country: 'MX' },
        session: { id: randomUUID(), source: long(100), campaign: long(200) },
        web: { domain: long(253), referrer: long(2000), userAgent: long(1000) },
      });
    const events = Array.from({ length: 50 }, fullEvent);
    const body = Buffer.from(JSON.stringify({ events }));
    expect(body.length).toBeLessThan(EVENTS_BODY_LIMIT);
    expect(await post(body)).toMatchObject({ status: 202, body: { accepted: 50 } });
  });

  it('stores a retried event once (same uuid), also when it comes twice in one batch', async () => {
    const event = anEvent();
    expect((await post(event)).status).toBe(202);
    expect((await post({ events: [event, event] })).status).toBe(202);
    expect(await storedRows([uuidOf(event)])).toHaveLength(1);
  });

  it('reads a text/plain body as JSON (navigator.sendBeacon)', async () => {
    const event = anEvent({ name: 'content_duration_milestone', value: 30 });
    const response = await post(Buffer.from(JSON.stringify({ events: [event] })), { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(response).toMatchObject({ status: 202, body: { accepted: 1 } });
    expect(await storedRows([uuidOf(event)])).toHaveLength(1);
  });

  it('still refuses text/plain on routes that did not opt in', async () => {
    const response = await callRoute(signupRoute, { body: Buffer.from('{}'), headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(400);
    expect(errorType(response)).toBe('BadRequestError');
  });

  it('refuses a body that is not JSON with BadRequestError and stores nothing', async () => {
    const before = await totalRows();
    const response = await post(Buffer.from('{"events": ['), { headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(400);
    expect(errorType(response)).toBe('BadRequestError');
    expect(await totalRows()).toBe(before);
  });

  it('takes the user from a valid bearer token, never from the body', async () => {
    const { uuid, accessToken } = await aUser();
    const someoneElse = randomUUID();
    const signedIn = anEvent({ user: { uuid: someoneElse, premiumStatus: 'none', isKnower: false, country: 'DE' } });
    const anonymous = anEvent({ user: { uuid: someoneElse, premiumStatus: 'none', isKnower: false, country: 'DE' } });
    expect((await post(signedIn, { token: accessToken })).status).toBe(202);
    expect((await post(anonymous)).status).toBe(202);
    const [signedInRow] = await storedRows([uuidOf(signedIn)]);
    const [anonymousRow] = await storedRows([uuidOf(anonymous)]);
    expect(signedInRow?.userUuid).toBe(uuid);
    expect(anonymousRow?.userUuid).toBeNull();
  });

  it('takes the user from the access-token cookie when there is no bearer token (beacons send cookies only)', async () => {
    const { uuid, accessToken } = await aUser();
    const event = anEvent();
    expect((await post(event, { headers: { cookie: `knowly_consent=x; knowly_access_token=${accessToken}` } })).status).toBe(202);
    expect((await storedRows([uuidOf(event)]))[0]?.userUuid).toBe(uuid);
  });

  it('stores events with an invalid or expired token as anonymous rather than losing them', async () => {
    const event = anEvent();
    expect((await post(event, { token: 'not-a-jwt' })).status).toBe(202);
    expect((await storedRows([uuidOf(event)]))[0]?.userUuid).toBeNull();
  });

  describe('validation: a bad event is refused by place and named by field; the valid events of its batch are kept', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an unknown event name', { name: 'page_viewed' }, 'events.0.name'],
      ['a uuid not in the 8-4-4-4-12 form', { uuid: 'abc-123' }, 'events.0.uuid'],
      ['an upper-case premium status (spec §4: lower-cased)', { user: { premiumStatus: 'PRO', isKnower: false, country: 'DE' } }, 'events.0.user.premiumStatus'],
      ['a platform other than web', { platform: 'ios' }, 'events.0.platform'],
      ['an unknown form factor', { deviceSnippet: { formFactor: 'watch', screenDiagonal: 1.5 } }, 'events.0.deviceSnippet.formFactor'],
      ['a time-zone offset beyond +14:00', { deviceTimeZoneOffset: 900 }, 'events.0.deviceTimeZoneOffset'],
      ['a session id that is no uuid', { session: { id: 'session-1', source: null, campaign: null } }, 'events.0.session.id'],
      ['a missing app version', { appVersion: undefined }, 'events.0.appVersion'],
      ['more than 20 active experiments', { activeExperiments: Array.from({ length: 21 }, () => ({ experiment: 'e', variant: 'v' })) }, 'events.0.activeExperiments'],
    ];

    it.each(cases)('refuses %s', async (_label, overrides, field) => {
      const good = anEvent();
      const bad = anEvent(overrides);
      const response = await post({ events: [good, bad] });
      // The bad event is the second of the batch: its place is named, the good one is stored all the same.
      expect(response.status).toBe(202);
      const body = response.body as { accepted: number; rejected: { index: number; fields: Record<string, string[]> }[] };
      expect(body.accepted).toBe(1);
      expect(body.rejected).toHaveLength(1);
      expect(body.rejected[0]!.index).toBe(1);
      expect(Object.keys(body.rejected[0]!.fields)).toContain(field.replace('events.0.', ''));
      expect(await storedRows([uuidOf(good)])).toHaveLength(1);
      if (isUuid(bad.uuid)) expect(await storedRows([uuidOf(bad)])).toHaveLength(0);

      const alone = await post(anEvent(overrides));
      expect(alone.status).toBe(400);
      expect(errorType(alone)).toBe('FormValidationError');
      expect(Object.keys((alone.body as ErrorBody).error.data.fields)).toContain(field);
    });

    it('refuses an event whose text the database cannot store (NUL, a lone surrogate) and keeps the others', async () => {
      const good = anEvent();
      const response = await post({ events: [anEvent({ value: 'a\u0000b' }), good, anEvent({ valueId: 'x\ud800' })] });
      expect(response.status).toBe(202);
      const body = response.body as { accepted: number; rejected: { index: number; fields: Record<string, string[]> }[] };
      expect(body.accepted).toBe(1);
      expect(body.rejected.map((entry) => [entry.index, Object.keys(entry.fields)])).toEqual([[0, ['value']], [2, ['valueId']]]);
      expect(await storedRows([uuidOf(good)])).toHaveLength(1);
    });

    it('refuses a batch with no valid event at all with FormValidationError and stores nothing', async () => {
      const before = await totalRows();
      const response = await post({ events: [anEvent({ name: 'nope' }), anEvent({ uuid: 'x' })] });
      expect(response.status).toBe(400);
      expect(Object.keys((response.body as ErrorBody).error.data.fields).sort()).toEqual(['events.0.name', 'events.1.uuid']);
      expect(await totalRows()).toBe(before);
    });

    it('names the field of a single event the same way', async () => {
      const response = await post(anEvent({ name: 'nope' }));
      expect(response.status).toBe(400);
      expect(Object.keys((response.body as ErrorBody).error.data.fields)).toEqual(['events.0.name']);
    });

    it('refuses a batch of 51 events and stores none of them', async () => {
      const before = await totalRows();
      const events = Array.from({ length: 51 }, () => anEvent());
      const response = await post({ events });
      expect(response.status).toBe(400);
      expect(errorType(response)).toBe('FormValidationError');
      expect((response.body as ErrorBody).error.data.fields.events).toBeDefined();
      expect(await storedRows(events.map(uuidOf))).toHaveLength(0);
      expect(await totalRows()).toBe(before);
    });

    it('accepts exactly 50', async () => {
      expect(await post({ events: Array.from({ length: 50 }, () => anEvent()) })).toMatchObject({ status: 202, body: { accepted: 50 } });
    });

    it('refuses an empty batch and an empty body', async () => {
      expect(errorType(await post({ events: [] }))).toBe('FormValidationError');
      expect(errorType(await post(undefined))).toBe('FormValidationError');
    });

    it('refuses a body over the limit with PayloadTooLargeError', async () => {
      const response = await post(Buffer.from(JSON.stringify({ events: [anEvent({ padding: 'x'.repeat(EVENTS_BODY_LIMIT) })] })));
      expect(response.status).toBe(413);
      expect(errorType(response)).toBe('PayloadTooLargeError');
    });
  });

  it('loses no valid event under 1,000 concurrent posts', async () => {
    const events = Array.from({ length: 1000 }, () => anEvent());
    const responses = await Promise.all(events.map((event) => post(event)));
    expect(responses.filter((response) => response.status !== 202)).toEqual([]);
    const [row] = await (await getDb())
      .select({ count: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.uuid, events.map(uuidOf)));
    expect(Number(row?.count)).toBe(1000);
  });
});

describe('server-side events', () => {
  it('a sign-up records signup_completed for the new user, marked as recorded by the server', async () => {
    const { uuid } = await aUser();
    const rows = await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.userUuid, uuid));
    expect(rows.map((row) => row.name).sort()).toEqual(['email_confirmation_sent', 'signup_completed']);
    const signup = rows.find((row) => row.name === 'signup_completed');
    expect(signup).toMatchObject({ country: 'DE', sessionId: null });
    expect(signup!.payload).toMatchObject({ name: 'signup_completed', valueId: SERVER_EVENT_VALUE_ID, platform: 'web', deviceSnippet: { formFactor: 'desktop', screenDiagonal: 0 }, activeExperiments: [] });
  });

  it('the confirmation mail records email_confirmation_sent: the sign-up\'s (value signup) and each one asked for again (value resend) (issue 33)', async () => {
    const { uuid } = await aUser();
    const db = await getDb();
    const sentEvents = async () =>
      (await db.select().from(analyticsEvents).where(eq(analyticsEvents.userUuid, uuid))).filter((row) => row.name === 'email_confirmation_sent');
    const [first] = await sentEvents();
    expect(first).toMatchObject({ country: 'DE' });
    expect(first!.payload).toMatchObject({ name: 'email_confirmation_sent', value: 'signup', valueId: SERVER_EVENT_VALUE_ID });
    const [account] = await db.select({ uuid: accounts.uuid }).from(accounts).where(eq(accounts.userUuid, uuid));
    expect((await callRoute(resendConfirmationRoute, { params: { id: account!.uuid } })).status).toBe(204);
    expect((await sentEvents()).map((row) => (row.payload as { value: string }).value).sort()).toEqual(['resend', 'signup']);
  });

  it('an address already confirmed gets no confirmation mail, and so no email_confirmation_sent', async () => {
    const { uuid } = await aUser();
    const db = await getDb();
    const [mail] = await db.select({ text: outboxMails.text }).from(outboxMails).where(eq(outboxMails.userUuid, uuid));
    const token = /token=([0-9a-f-]{36})/.exec(mail!.text)![1]!;
    expect((await callRoute(confirmEmailRoute, { body: { confirmationToken: token } })).status).toBe(200);
    const [account] = await db.select({ uuid: accounts.uuid }).from(accounts).where(eq(accounts.userUuid, uuid));
    expect((await callRoute(resendConfirmationRoute, { params: { id: account!.uuid } })).status).toBe(204);
    const rows = await db.select().from(analyticsEvents).where(eq(analyticsEvents.userUuid, uuid));
    expect(rows.filter((row) => row.name === 'email_confirmation_sent').map((row) => (row.payload as { value: string }).value)).toEqual(['signup']);
  });

  it('confirming the address records email_confirmed once, for the first confirmation only', async () => {
    const { uuid } = await aUser();
    const db = await getDb();
    const [mail] = await db.select({ text: outboxMails.text }).from(outboxMails).where(eq(outboxMails.userUuid, uuid));
    const token = /token=([0-9a-f-]{36})/.exec(mail!.text)![1]!;
    expect((await callRoute(confirmEmailRoute, { body: { confirmationToken: token } })).status).toBe(200);
    expect((await callRoute(confirmEmailRoute, { body: { confirmationToken: token } })).status).toBe(400);
    const rows = await db.select().from(analyticsEvents).where(eq(analyticsEvents.userUuid, uuid));
    expect(rows.map((row) => row.name).sort()).toEqual(['email_confirmation_sent', 'email_confirmed', 'signup_completed']);
    expect(rows.find((row) => row.name === 'email_confirmed')!.payload).toMatchObject({ valueId: SERVER_EVENT_VALUE_ID });
  });

  it('recordServerEvent never throws: an invalid event is logged and answered with false', async () => {
    const db = await getDb();
    const before = await totalRows();
    expect(await recordServerEvent(db, { ...serverEvent('sign_in'), user: { premiumStatus: 'PRO', isKnower: false, country: 'DE' } })).toBe(false);
    expect(await totalRows()).toBe(before);
    expect(await recordServerEvent(db, serverEvent('sign_in'))).toBe(true);
  });
});
