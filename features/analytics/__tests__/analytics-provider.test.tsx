// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../../components/site-context';
import type { Site } from '../../../lib/site/site';

const mocks = vi.hoisted(() => {
  const handlers = new Map<string, Set<(url: string) => void>>();
  return {
    handlers,
    router: {
      events: {
        on: (name: string, handler: (url: string) => void) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
        off: (name: string, handler: (url: string) => void) => void handlers.get(name)?.delete(handler),
      },
    },
    user: { current: null as null | { uuid: string; premiumStatus: string; knowerUuid: null; isActiveKnower: boolean; country: string } },
    track: vi.fn(),
    configureTracking: vi.fn(),
    reportWebVitals: vi.fn(async () => undefined),
    postOpenApp: vi.fn(async () => undefined),
    postIpLookup: vi.fn(async () => undefined),
  };
});

vi.mock('next/router', () => ({ useRouter: () => mocks.router }));
vi.mock('../../auth', () => ({ useUser: () => ({ data: mocks.user.current }) }));
vi.mock('../../../lib/analytics/track', () => ({ track: mocks.track, configureTracking: mocks.configureTracking }));
vi.mock('../../../lib/analytics/web-vitals', () => ({ reportWebVitals: mocks.reportWebVitals }));
vi.mock('../api/post-open-app', () => ({ postOpenApp: mocks.postOpenApp }));
vi.mock('../api/post-ip-lookup', () => ({ postIpLookup: mocks.postIpLookup }));

const { AnalyticsProvider } = await import('../components/analytics-provider');

const USER_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function site(analyticsEnabled: boolean): Site {
  return {
    domain: 'de.localhost',
    locale: 'de',
    tracking: { analyticsEnabled, behaviorAnalyticsSiteId: null, behaviorAnalyticsPages: [], adTagId: null },
    alternates: [{ hreflang: 'fr', href: 'http://fr.localhost:3000/', countryName: 'France' }],
  } as unknown as Site;
}

const mount = (enabled: boolean) => render(<SiteProvider site={site(enabled)}><AnalyticsProvider /></SiteProvider>);
const routeChanged = (path: string) =>
  act(() => {
    window.history.pushState(null, '', path);
    for (const handler of mocks.handlers.get('routeChangeComplete') ?? []) handler(path);
  });
const settle = async () => {
  await vi.dynamicImportSettled();
  await act(async () => vi.advanceTimersByTimeAsync(0));
};

describe('AnalyticsProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 0, 0));
    window.localStorage.clear();
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=exam_week');
    mocks.user.current = null;
    vi.clearAllMocks();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('configures tracking, records the attribution, tracks the first page view and reports web vitals', async () => {
    mount(true);
    await settle();
    expect(mocks.configureTracking).toHaveBeenCalledWith({ enabled: true, locale: 'de', user: null });
    expect(JSON.parse(window.localStorage.getItem('knowly_attribution')!)).toMatchObject({ source: 'newsletter', campaign: 'exam_week' });
    expect(mocks.track).toHaveBeenCalledWith('page_view');
    expect(mocks.reportWebVitals).toHaveBeenCalledTimes(1);
  });

  it('tracks a page view on a route change to another path, not on a change of the query only', async () => {
    mount(true);
    await settle();
    routeChanged('/search');
    expect(mocks.track).toHaveBeenLastCalledWith('page_view', { referrerScreen: '/' });
    routeChanged('/search?q=bio');
    expect(mocks.track).toHaveBeenCalledTimes(2);
  });

  it('with analytics off records the attribution (sign-up uses it) but tracks and loads nothing', async () => {
    mount(false);
    await settle();
    expect(mocks.configureTracking).toHaveBeenCalledWith({ enabled: false, locale: 'de', user: null });
    expect(window.localStorage.getItem('knowly_attribution')).not.toBeNull();
    expect(mocks.track).not.toHaveBeenCalled();
    expect(mocks.reportWebVitals).not.toHaveBeenCalled();
  });

  it('tracks open-app (with an open_app event) and the IP lookup for a signed-in user, not again on a reload at 30:00', async () => {
    mocks.user.current = { uuid: USER_UUID, premiumStatus: 'NONE', knowerUuid: null, isActiveKnower: false, country: 'DE' };
    mount(true);
    await settle();
    expect(mocks.postOpenApp).toHaveBeenCalledWith(USER_UUID);
    expect(mocks.track).toHaveBeenCalledWith('open_app');
    expect(mocks.postIpLookup).toHaveBeenCalledWith(USER_UUID, expect.objectContaining({ languages: expect.any(Array) }));
    cleanup();

    vi.advanceTimersByTime(30 * 60_000);
    mount(true);
    await settle();
    expect(mocks.postOpenApp).toHaveBeenCalledTimes(1);
  });

  it('tracks open-app again when the tab comes back after over 30 minutes', async () => {
    mocks.user.current = { uuid: USER_UUID, premiumStatus: 'NONE', knowerUuid: null, isActiveKnower: false, country: 'DE' };
    mount(true);
    await settle();
    vi.advanceTimersByTime(30 * 60_000);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(mocks.postOpenApp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(mocks.postOpenApp).toHaveBeenCalledTimes(2);
  });
});
