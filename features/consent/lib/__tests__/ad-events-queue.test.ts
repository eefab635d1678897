// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_PROVIDER_EVENT_MAX_AGE_MS, AD_PROVIDER_QUEUE_LIMIT } from '../../../../config/ad-provider-events';
import { AD_EVENTS_QUEUE_KEY, FBC_COOKIE, fbcOf, flushAdProviderEvents, queuedAdProviderEvents, sendAdProviderEvent } from '../ad-events-queue';
import { consentDecided } from '../consent-decision';
import { onConsentDecision } from '../consent-events';

const fetchMock = vi.fn<typeof fetch>();
/** The calls to POST /api/fb-events (the header builder's GET /api/server-time aside). */
const adCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/fb-events');
const sentBodies = () => adCalls().map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
/** What POST /api/fb-events answers next (202 when nothing is queued). */
const adAnswers: (Response | Error)[] = [];
const decided = (marketing: boolean) => ({ statistics: marketing, marketing, decidedOn: new Date().toISOString() });

beforeEach(() => {
  fetchMock.mockReset();
  adAnswers.length = 0;
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/server-time') return Response.json({ timestamp: Date.now() });
    const answer = adAnswers.shift() ?? new Response('{"uuid":"x"}', { status: 202 });
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  document.cookie = `${FBC_COOKIE}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ad-provider events before the cookie banner is answered', () => {
  it('wait in localStorage and nothing leaves the browser', async () => {
    await sendAdProviderEvent('PageView', null);
    await sendAdProviderEvent('CompleteRegistration', null, { testCode: 'TEST123' });
    expect(adCalls()).toHaveLength(0);
    expect(queuedAdProviderEvents().map((event) => [event.eventName, event.testCode])).toEqual([
      ['PageView', undefined],
      ['CompleteRegistration', 'TEST123'],
    ]);
  });

  it('are sent to POST /api/fb-events right after marketing consent, and the queue is emptied', async () => {
    await sendAdProviderEvent('PageView', null);
    await sendAdProviderEvent('Lead', null);
    const announced = vi.fn();
    const stop = onConsentDecision(announced);
    await consentDecided(decided(true), 'cookie_banner_accepted_all');
    await flushAdProviderEvents();
    stop();
    expect(adCalls().map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/fb-events', 'POST'],
      ['/api/fb-events', 'POST'],
    ]);
    expect(sentBodies()).toEqual([{ eventName: 'PageView' }, { eventName: 'Lead' }]);
    // Spec §7: the ad-event call carries the spec's headers like every other call.
    for (const [, init] of adCalls()) {
      expect(init?.headers).toMatchObject({ 'X-Platform': 'web', 'X-Interface-Language': expect.any(String), 'X-Time-Format': expect.stringMatching(/^(12h|24h)$/), 'Content-Type': 'application/json' });
      const headers = init?.headers as Record<string, string>;
      expect(headers['X-Device-Uuid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(headers['X-Signature']).toMatch(/^t=\d+,s=[0-9a-f]{64}$/);
    }
    expect(window.localStorage.getItem(AD_EVENTS_QUEUE_KEY)).toBeNull();
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('are dropped when the visitor chooses only what is necessary, or statistics without marketing', async () => {
    for (const answer of ['cookie_banner_necessary_only', 'cookie_banner_choice_saved'] as const) {
      await sendAdProviderEvent('PageView', null);
      await consentDecided({ statistics: answer === 'cookie_banner_choice_saved', marketing: false, decidedOn: new Date().toISOString() }, answer);
      await flushAdProviderEvents();
      expect(queuedAdProviderEvents()).toEqual([]);
    }
    expect(adCalls()).toHaveLength(0);
  });

  it('keep at most the newest 20, and none older than 7 days', async () => {
    for (let count = 0; count < AD_PROVIDER_QUEUE_LIMIT + 5; count += 1) await sendAdProviderEvent(count === 0 ? 'Lead' : 'PageView', null);
    expect(queuedAdProviderEvents()).toHaveLength(AD_PROVIDER_QUEUE_LIMIT);
    expect(queuedAdProviderEvents().some((event) => event.eventName === 'Lead')).toBe(false);
    expect(queuedAdProviderEvents(Date.now() + AD_PROVIDER_EVENT_MAX_AGE_MS + 1)).toEqual([]);
  });

  it('ignore a queue someone garbled', () => {
    window.localStorage.setItem(AD_EVENTS_QUEUE_KEY, '[{"eventName":"Hack","queuedOn":1},{"eventName":"PageView"},"x"');
    expect(queuedAdProviderEvents()).toEqual([]);
    window.localStorage.setItem(AD_EVENTS_QUEUE_KEY, JSON.stringify([{ eventName: 'Hack', queuedOn: Date.now() }, { eventName: 'PageView', queuedOn: Date.now() }]));
    expect(queuedAdProviderEvents().map((event) => event.eventName)).toEqual(['PageView']);
  });
});

describe('ad-provider events once consent exists', () => {
  it('are sent at once with marketing consent', async () => {
    await sendAdProviderEvent('Subscribe', { statistics: false, marketing: true });
    expect(sentBodies()).toEqual([{ eventName: 'Subscribe' }]);
    expect(queuedAdProviderEvents()).toEqual([]);
  });

  it('are neither sent nor kept without marketing consent', async () => {
    await sendAdProviderEvent('Subscribe', { statistics: true, marketing: false });
    expect(adCalls()).toHaveLength(0);
    expect(queuedAdProviderEvents()).toEqual([]);
  });

  it('wait for the next try when the server cannot take them (offline, 429, 5xx), not when it refuses them (400)', async () => {
    adAnswers.push(new TypeError('Failed to fetch'));
    await sendAdProviderEvent('PageView', { statistics: true, marketing: true });
    adAnswers.push(new Response('', { status: 429 }));
    await sendAdProviderEvent('Lead', { statistics: true, marketing: true });
    adAnswers.push(new Response('', { status: 400 }));
    await sendAdProviderEvent('Purchase', { statistics: true, marketing: true });
    expect(queuedAdProviderEvents().map((event) => event.eventName)).toEqual(['PageView', 'Lead']);

    await flushAdProviderEvents();
    expect(queuedAdProviderEvents()).toEqual([]);
    expect(sentBodies().slice(-2)).toEqual([{ eventName: 'PageView' }, { eventName: 'Lead' }]);
  });

  it('are flushed once even when two flushes start together', async () => {
    await sendAdProviderEvent('PageView', null);
    await Promise.all([flushAdProviderEvents(), flushAdProviderEvents()]);
    expect(adCalls()).toHaveLength(1);
  });
});

describe('the click id (fbc)', () => {
  it('comes from the _fbc cookie when it is well formed', () => {
    expect(fbcOf({ cookie: 'fb.1.1732000000000.AbC_123', search: '?fbclid=other', now: 1 })).toBe('fb.1.1732000000000.AbC_123');
  });

  it('is made from an fbclid in the address as fb.1.<ms>.<fbclid>', () => {
    expect(fbcOf({ cookie: 'garbage', search: '?utm_source=x&fbclid=IwAR2xYz-_9', now: 1732000000123 })).toBe('fb.1.1732000000123.IwAR2xYz-_9');
    expect(fbcOf({ cookie: undefined, search: '?fbclid=<script>', now: 1732000000123 })).toBeUndefined();
    expect(fbcOf({ cookie: undefined, search: '', now: 1732000000123 })).toBeUndefined();
  });

  it('travels with a queued event and is kept in the _fbc cookie once marketing consent is given', async () => {
    window.history.replaceState(null, '', '/?fbclid=IwAR2xYz');
    await sendAdProviderEvent('PageView', null);
    expect(document.cookie).not.toContain(FBC_COOKIE);
    window.history.replaceState(null, '', '/knows');
    await consentDecided(decided(true), 'cookie_banner_accepted_all');
    await flushAdProviderEvents();
    const [body] = sentBodies();
    expect(body?.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR2xYz$/);
    expect(document.cookie).toContain(`${FBC_COOKIE}=${String(body?.fbc)}`);
  });
});
