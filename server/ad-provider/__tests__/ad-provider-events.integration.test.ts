// POST /api/fb-events without a provider configured (the default): every event is kept in ad_provider_events.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import type { AppError } from '../../../lib/errors';
import { getDb } from '../../db';
import { adProviderEvents } from '../../db/schema';
import { listAdProviderEvents } from '../list-ad-provider-events';
import { devAdProviderEventsRoute, fbEventsRoute } from '../routes';
import type { AdProviderEventList } from '../schemas';

const rowOf = async (uuid: string) => (await (await getDb()).select().from(adProviderEvents).where(eq(adProviderEvents.uuid, uuid)))[0];

describe('POST /api/fb-events without a provider configured', () => {
  it('keeps the event with its click id, test code, user agent and page, and answers 202', async () => {
    const response = await callRoute(fbEventsRoute, {
      body: { eventName: 'CompleteRegistration', testCode: 'TEST4711', fbc: 'fb.1.1732000000000.IwAR2xYz' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chromium', referer: 'http://fr.localhost:3000/auth/signup?x=1' },
      ip: '203.0.113.9',
    });
    expect(response.status).toBe(202);
    const { uuid } = response.body as { uuid: string };
    expect(await rowOf(uuid)).toMatchObject({
      eventName: 'CompleteRegistration',
      testCode: 'TEST4711',
      fbc: 'fb.1.1732000000000.IwAR2xYz',
      context: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium', eventSourceUrl: 'http://fr.localhost:3000/auth/signup?x=1' },
      forwardedOn: null,
      lastError: null,
    });
    expect(JSON.stringify(await rowOf(uuid))).not.toContain('203.0.113.9');
  });

  it('takes an event with only its name', async () => {
    const response = await callRoute(fbEventsRoute, { body: { eventName: 'PageView' }, headers: { referer: 'javascript:alert(1)' } });
    expect(response.status).toBe(202);
    expect(await rowOf((response.body as { uuid: string }).uuid)).toMatchObject({ eventName: 'PageView', testCode: null, fbc: null, context: {} });
  });

  it('refuses an unknown event name, a malformed click id or test code, or no body with FormValidationError', async () => {
    for (const body of [{ eventName: 'Hacked' }, { eventName: 'PageView', fbc: 'fb.1.x.y' }, { eventName: 'PageView', testCode: 'a b' }, {}, undefined]) {
      const response = await callRoute(fbEventsRoute, { body });
      expect([response.status, errorType(response)], JSON.stringify(body)).toEqual([400, 'FormValidationError']);
    }
  });
});

describe('GET /api/dev/ad-provider-events', () => {
  it('lists what arrived, newest first, in local', async () => {
    const sent = await callRoute(fbEventsRoute, { body: { eventName: 'Subscribe', fbc: 'fb.1.1732000000001.listed' } });
    const response = await callRoute(devAdProviderEventsRoute);
    expect(response.status).toBe(200);
    const { events } = response.body as AdProviderEventList;
    expect(events[0]).toMatchObject({ uuid: (sent.body as { uuid: string }).uuid, eventName: 'Subscribe', fbc: 'fb.1.1732000000001.listed', forwardedOn: null });
    expect(events.length).toBeLessThanOrEqual(50);
  });

  it('does not exist outside local (NotFoundError)', async () => {
    const refused = await listAdProviderEvents(await getDb(), { devToolsOpen: false }).catch((error: unknown) => error);
    expect((refused as AppError).type).toBe('NotFoundError');
  });

  it('A public signing secret: /api/dev/* does not answer a caller on another machine, whatever X-Forwarded-For says', async () => {
    const remote = await callRoute(devAdProviderEventsRoute, { peer: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(remote.status).toBe(404);
    expect((await callRoute(devAdProviderEventsRoute, { peer: '::1' })).status).toBe(200);
  });
});
