import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server's own events (the sign-up in the funnel) are skipped under APP_ENV=local unless ANALYTICS_IN_LOCAL=true
// (issue 33): this file reads them, so it opts in, as events.integration.test.ts does.
vi.hoisted(() => {
  process.env.ANALYTICS_IN_LOCAL = 'true';
});
import { callRoute, errorType } from '../../../tests/integration/call-route';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { getDb } from '../../db';
import { analyticsEvents } from '../../db/schema';
import { findDashboard } from '../find-dashboard';
import { dashboardRoute, recordEventsRoute } from '../routes';
import { anEvent, aUser } from './analytics-fixtures';

// A fixed "now" long before the users these tests sign up, so that their sign-up events stay out of its window.
const NOW = new Date('2025-03-15T10:00:00Z');
const at = (iso: string) => new Date(iso);

type Seed = { name: string; on: Date; user?: string; session?: string; overrides?: Record<string, unknown> };

async function seed(events: Seed[]) {
  await (await getDb()).insert(analyticsEvents).values(
    events.map(({ name, on, user, session, overrides }) => {
      const payload = anEvent({ name, ...(session ? { session: { id: session, source: null, campaign: null } } : {}), ...overrides });
      return { uuid: payload.uuid as string, name, payload, userUuid: user ?? null, sessionId: session ?? null, country: 'DE', receivedOn: on };
    }),
  );
}

const times = <T,>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
const search = (query: string | undefined, suggestion?: string) => ({
  search: { searchSessionUuid: randomUUID(), ...(query !== undefined ? { query } : {}), ...(suggestion ? { suggestion: { text: suggestion, numberOfResults: 4 } } : {}) },
});
const vital = (metric: string, value: number | string) => ({ valueId: metric, value });

const [sessionA, sessionB, sessionC] = [randomUUID(), randomUUID(), randomUUID()];
const [user1, user2] = [randomUUID(), randomUUID()];

beforeAll(async () => {
  await seed([
    // Events per day: 3 today, 2 yesterday, 1 on the first day of a 7-day window, 1 the day before it (outside).
    ...times(3, () => ({ name: 'page_view', on: at('2025-03-15T08:00:00Z') })),
    ...times(2, () => ({ name: 'know_liked', on: at('2025-03-14T23:59:59Z') })),
    { name: 'page_view', on: at('2025-03-09T00:00:00Z') },
    { name: 'page_view', on: at('2025-03-08T23:59:59Z') },
    // Searches: the query counts, else the suggestion's text; case and spaces do not split a query; blanks are left out.
    { name: 'search_performed', on: at('2025-03-13T10:00:00Z'), overrides: search('Photosynthese') },
    { name: 'search_performed', on: at('2025-03-13T11:00:00Z'), overrides: search('  photosynthese ') },
    { name: 'search_performed', on: at('2025-03-12T11:00:00Z'), overrides: search('PHOTOSYNTHESE') },
    { name: 'search_performed', on: at('2025-03-12T12:00:00Z'), overrides: search(undefined, 'Weimarer Republik') },
    { name: 'search_performed', on: at('2025-03-12T13:00:00Z'), overrides: search('', 'Weimarer Republik') },
    { name: 'search_performed', on: at('2025-03-12T14:00:00Z'), overrides: search('   ') },
    { name: 'search_performed', on: at('2025-03-01T14:00:00Z'), overrides: search('outside the window') },
    // Funnel: 3 sessions start (A twice), 2 users complete, 1 finishes onboarding (twice) and confirms.
    { name: 'signup_started', on: at('2025-03-10T10:00:00Z'), session: sessionA },
    { name: 'signup_started', on: at('2025-03-10T10:01:00Z'), session: sessionA },
    { name: 'signup_started', on: at('2025-03-10T10:02:00Z'), session: sessionB },
    { name: 'signup_started', on: at('2025-03-11T10:02:00Z'), session: sessionC },
    { name: 'signup_completed', on: at('2025-03-10T10:05:00Z'), user: user1 },
    { name: 'signup_completed', on: at('2025-03-10T10:06:00Z'), user: user2 },
    { name: 'onboarding_completed', on: at('2025-03-10T10:09:00Z'), user: user1, session: sessionA },
    { name: 'onboarding_completed', on: at('2025-03-11T10:09:00Z'), user: user1, session: randomUUID() },
    { name: 'email_confirmed', on: at('2025-03-12T10:00:00Z'), user: user1 },
    // Web vitals: LCP 100…1000 ms, CLS 0.01…0.05; a text value and an unknown metric are left out.
    ...times(10, (index) => ({ name: 'web_vital', on: at('2025-03-14T09:00:00Z'), overrides: vital('LCP', (index + 1) * 100) })),
    ...times(5, (index) => ({ name: 'web_vital', on: at('2025-03-14T09:00:00Z'), overrides: vital('CLS', (index + 1) / 100) })),
    { name: 'web_vital', on: at('2025-03-14T09:00:00Z'), overrides: vital('INP', 'fast') },
    { name: 'web_vital', on: at('2025-03-14T09:00:00Z'), overrides: vital('FID', 12) },
  ]);
});

describe('findDashboard (the last N days, UTC)', () => {
  it('counts the events of each day of the window per group of the catalogue, zero on quiet days', async () => {
    const dashboard = await findDashboard(await getDb(), { days: 7, now: NOW });
    expect(dashboard).toMatchObject({ days: 7, from: '2025-03-09', to: '2025-03-15' });
    expect(dashboard.eventsPerDay.map((day) => day.day)).toEqual(['2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15']);
    const day = (iso: string) => dashboard.eventsPerDay.find((entry) => entry.day === iso)!;
    expect(day('2025-03-15')).toMatchObject({ total: 3, groups: { app: 3, knows: 0 } });
    expect(day('2025-03-14')).toMatchObject({ total: 19, groups: { app: 17, knows: 2 } });
    expect(day('2025-03-13')).toMatchObject({ total: 2, groups: { search: 2 } });
    expect(day('2025-03-12')).toMatchObject({ total: 5, groups: { search: 4, account: 1 } });
    expect(day('2025-03-10')).toMatchObject({ total: 6, groups: { account: 5, onboarding: 1 } });
    expect(day('2025-03-09')).toMatchObject({ total: 1, groups: { app: 1 } });
    expect(dashboard.totalEvents).toBe(3 + 19 + 2 + 5 + 2 + 6 + 1);
    expect(Object.keys(day('2025-03-09').groups)).toHaveLength(11);
  });

  it('lists the top searches: the query, else the suggestion, lower-cased and trimmed, blanks left out', async () => {
    const dashboard = await findDashboard(await getDb(), { days: 7, now: NOW });
    expect(dashboard.topSearches).toEqual([
      { query: 'photosynthese', count: 3 },
      { query: 'weimarer republik', count: 2 },
    ]);
  });

  it('keeps at most 20 searches', async () => {
    const dashboard = await findDashboard(await getDb(), { days: 90, now: NOW });
    expect(dashboard.topSearches.length).toBeLessThanOrEqual(20);
    expect(dashboard.topSearches.map((entry) => entry.query)).toContain('outside the window');
  });

  it('counts distinct users (else sessions) per step of the sign-up funnel', async () => {
    const dashboard = await findDashboard(await getDb(), { days: 7, now: NOW });
    expect(dashboard.signupFunnel).toEqual([
      { step: 'signup_started', count: 3 },
      { step: 'signup_completed', count: 2 },
      { step: 'onboarding_completed', count: 1 },
      { step: 'email_confirmed', count: 1 },
    ]);
  });

  it('gives p50, p75 and p95 per web vital (percentile_cont), null where no sample came', async () => {
    const dashboard = await findDashboard(await getDb(), { days: 7, now: NOW });
    const metric = (name: string) => dashboard.webVitals.find((entry) => entry.metric === name);
    expect(dashboard.webVitals.map((entry) => entry.metric)).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(metric('LCP')).toEqual({ metric: 'LCP', count: 10, p50: 550, p75: 775, p95: 955 });
    expect(metric('CLS')).toEqual({ metric: 'CLS', count: 5, p50: 0.03, p75: 0.04, p95: 0.048 });
    expect(metric('INP')).toEqual({ metric: 'INP', count: 0, p50: null, p75: null, p95: null });
  });

  it('shrinks to one day', async () => {
    const dashboard = await findDashboard(await getDb(), { days: 1, now: NOW });
    expect(dashboard).toMatchObject({ from: '2025-03-15', to: '2025-03-15', totalEvents: 3, topSearches: [] });
  });
});

describe('GET /api/analytics/dashboard', () => {
  it('answers an admin with the numbers of the last 30 days, including events just posted', async () => {
    const admin = await aUser({ admin: true });
    const posted = [
      anEvent({ name: 'search_performed', ...search('Zellatmung') }),
      anEvent({ name: 'search_performed', ...search('zellatmung') }),
      anEvent({ name: 'web_vital', ...vital('TTFB', 120) }),
    ];
    expect((await callRoute(recordEventsRoute, { body: { events: posted } })).status).toBe(202);

    const response = await callRoute(dashboardRoute, { token: admin.accessToken });
    expect(response.status).toBe(200);
    const dashboard = response.body as AnalyticsDashboard;
    expect(dashboard.days).toBe(30);
    expect(dashboard.eventsPerDay).toHaveLength(30);
    expect(dashboard.topSearches).toEqual([{ query: 'zellatmung', count: 2 }]);
    expect(dashboard.webVitals.find((entry) => entry.metric === 'TTFB')).toEqual({ metric: 'TTFB', count: 1, p50: 120, p75: 120, p95: 120 });
    // The admin's own sign-up is in the funnel (recorded by the server); the seeded March events are not.
    expect(dashboard.signupFunnel[1]!.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.signupFunnel[0]!.count).toBe(0);
    expect(dashboard.eventsPerDay.at(-1)!.total).toBe(dashboard.totalEvents);
  });

  it('takes days from 1 to 90 and refuses others with FormValidationError', async () => {
    const admin = await aUser({ admin: true });
    const ask = (days: string) => callRoute(dashboardRoute, { token: admin.accessToken, query: { days } });
    expect(((await ask('1')).body as AnalyticsDashboard).eventsPerDay).toHaveLength(1);
    expect(((await ask('90')).body as AnalyticsDashboard).eventsPerDay).toHaveLength(90);
    for (const days of ['0', '91', '7.5', 'week']) {
      const response = await ask(days);
      expect(response.status, days).toBe(400);
      expect(errorType(response)).toBe('FormValidationError');
    }
  });

  it('refuses a signed-in user who is not an admin with ForbiddenError', async () => {
    const user = await aUser();
    const response = await callRoute(dashboardRoute, { token: user.accessToken });
    expect(response.status).toBe(403);
    expect(errorType(response)).toBe('ForbiddenError');
  });

  it('refuses a request without a valid token with AuthorizationError', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const response = await callRoute(dashboardRoute, { token });
      expect(response.status).toBe(401);
      expect(errorType(response)).toBe('AuthorizationError');
    }
  });
});
