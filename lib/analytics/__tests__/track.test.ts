// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventsBodySchema, type AnalyticsEvent } from '../../contracts/analytics';

// The headers come from lib/api/page-request-headers (tested on its own); a fixed set keeps fetch for the events only.
vi.mock('../../api/page-request-headers', () => ({
  pageRequestHeaders: () => ({ forRequest: async () => ({ 'X-Platform': 'web' }), forRequestNow: () => ({ 'X-Platform': 'web' }) }),
}));

const USER = { uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', premiumStatus: 'NONE', knowerUuid: null, isActiveKnower: false, country: 'DE' };

/** A fresh copy of the tracking modules (their state is per page) with fetch recorded. */
async function freshTracking() {
  vi.resetModules();
  const fetchEvents = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchEvents);
  const tracking = await import('../track');
  const sent = () => fetchEvents.mock.calls.flatMap(([, init]) => (JSON.parse(String(init.body)) as { events: AnalyticsEvent[] }).events);
  return { ...tracking, fetchEvents, sent };
}

describe('track()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 0, 0));
    window.localStorage.clear();
    window.history.replaceState(null, '', '/de/knows/photosynthese?token=x');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends nothing, and loads nothing, while analytics is off', async () => {
    const { track, configureTracking, fetchEvents } = await freshTracking();
    const client = vi.fn();
    vi.doMock('../analytics-client', () => ({ record: client }));
    track('signup_started');
    configureTracking({ enabled: false, locale: 'de', user: null });
    track('page_view');
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client).not.toHaveBeenCalled();
    expect(fetchEvents).not.toHaveBeenCalled();
    vi.doUnmock('../analytics-client');
  });

  it('sends events that pass the service schema 2 s after the first, with session, page, web and user parts', async () => {
    const { track, configureTracking, fetchEvents, sent } = await freshTracking();
    configureTracking({ enabled: true, locale: 'de', user: USER });
    track('page_view');
    track('web_vital', { valueId: 'LCP', value: 1200 });
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchEvents).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(fetchEvents.mock.calls[0]![0]).toBe('/api/analytics/events');
    const body = JSON.parse(String(fetchEvents.mock.calls[0]![1].body)) as unknown;
    expect(analyticsEventsBodySchema.safeParse(body).success).toBe(true);
    const [pageView, vital] = sent();
    expect(pageView).toMatchObject({
      name: 'page_view',
      platform: 'web',
      page: { path: '/de/knows/photosynthese', locale: 'de' },
      user: { uuid: USER.uuid, premiumStatus: 'none', isKnower: false, country: 'DE' },
      web: { domain: 'localhost', referrer: null },
      session: { source: null, campaign: null },
    });
    expect(vital).toMatchObject({ name: 'web_vital', valueId: 'LCP', value: 1200 });
    expect(vital!.session!.id).toBe(pageView!.session!.id);
    expect(vital!.uuid).not.toBe(pageView!.uuid);
  });

  it("keeps events tracked before the shell configured tracking (a page's effects run first) and sends them then", async () => {
    const { track, configureTracking, sent } = await freshTracking();
    track('signup_started');
    configureTracking({ enabled: true, locale: 'de', user: null });
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent().map((event) => event.name)).toEqual(['signup_started']);
  });

  it("carries the experiments of the visitor's experiment cookie", async () => {
    const { track, configureTracking, sent } = await freshTracking();
    document.cookie = 'knowly_experiments=kab.treatment';
    configureTracking({ enabled: true, locale: 'de', user: null });
    track('page_view');
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(2000);
    document.cookie = 'knowly_experiments=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(sent()[0]!.activeExperiments).toEqual([{ experiment: 'knowledge_area_breadcrumbs', variant: 'treatment' }]);
  });

  it('carries the stored attribution in the session part', async () => {
    const { track, configureTracking, sent } = await freshTracking();
    const { recordAttribution } = await import('../attribution');
    const { localStore } = await import('../storage');
    recordAttribution(localStore(), { source: 'share', campaign: 'abc123' }, Date.now());
    configureTracking({ enabled: true, locale: 'de', user: null });
    track('page_view');
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent()[0]!.session).toMatchObject({ source: 'share', campaign: 'abc123' });
  });

  it('sends by beacon at once what arrives while the page is hidden', async () => {
    const { track, configureTracking, fetchEvents } = await freshTracking();
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    configureTracking({ enabled: true, locale: 'de', user: null });
    track('web_vital', { valueId: 'CLS', value: 0.02 });
    await vi.dynamicImportSettled();
    // The beacon is a keepalive fetch with the spec's headers; sendBeacon (no headers) only when that fetch fails.
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(fetchEvents.mock.calls[0]![1]).toMatchObject({ keepalive: true, headers: { 'X-Platform': 'web' } });
    expect(sendBeacon).not.toHaveBeenCalled();
    visibility.mockRestore();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});
