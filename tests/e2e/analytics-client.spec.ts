// The analytics client in the browser: a page view reaches the analytics service as events that pass its schema,
// and a signed-in user's app open is posted once, not again on a reload within 30 minutes.
import type { Page, Request } from '@playwright/test';
import { analyticsEventsBodySchema } from '../../lib/contracts/analytics';
import { expect, onHost, test } from './fixtures';

const isEventsPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events';
const isOpenAppPost = (request: Request) => request.method() === 'POST' && /^\/api\/v1\/users\/[0-9a-f-]{36}\/open-app$/.test(new URL(request.url()).pathname);
const isLookupPost = (request: Request) => request.method() === 'POST' && /^\/api\/v1\/users\/[0-9a-f-]{36}\/lookup$/.test(new URL(request.url()).pathname);

/** Signs a new user up through the API and signs the browser in with the answered tokens (the client's cookies). */
async function signedInUser(page: Page, baseURL: string | undefined): Promise<string> {
  const { user, accessToken, refreshToken } = await page.evaluate(async (email) => {
    const response = await fetch('/api/v1/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, name: 'Mia', password: 'lernen2026' }) });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
    return (await response.json()) as { user: { uuid: string }; accessToken: string; refreshToken: string };
  }, `analytics${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`);
  const url = onHost(baseURL, 'de.localhost', '/');
  await page.context().addCookies([
    { name: 'knowly_access_token', value: accessToken, url, sameSite: 'Lax' },
    { name: 'knowly_refresh_token', value: refreshToken, url, sameSite: 'Lax' },
  ]);
  return user.uuid;
}

test('a page view sends events that pass the service schema to /api/analytics/events', async ({ page, baseURL }) => {
  const eventsPost = page.waitForRequest(isEventsPost);
  await page.goto(onHost(baseURL, 'de.localhost', '/?utm_source=newsletter&utm_campaign=exam_week'));
  const request = await eventsPost;
  const body = analyticsEventsBodySchema.parse(request.postDataJSON());
  const events = 'events' in body ? body.events : [body];
  const pageView = events.find((event) => event.name === 'page_view');
  expect(pageView).toMatchObject({
    platform: 'web',
    appVersion: expect.any(String),
    page: { path: '/', locale: 'de' },
    session: { source: 'newsletter', campaign: 'exam_week' },
    web: { domain: 'de.localhost' },
  });
  // What a first view of the German home page reports: the view, early web vitals, the cookie banner being shown.
  for (const event of events) expect(['page_view', 'web_vital', 'cookie_banner_shown']).toContain(event.name);
  expect((await request.response())?.status()).toBe(202);
});

test('a signed-in user posts open-app once, and not again on a reload within 30 minutes', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  const userUuid = await signedInUser(page, baseURL);
  const openApps: string[] = [];
  page.on('request', (request) => {
    if (isOpenAppPost(request)) openApps.push(new URL(request.url()).pathname);
  });

  const firstOpen = page.waitForResponse((response) => isOpenAppPost(response.request()));
  const firstLookup = page.waitForResponse((response) => isLookupPost(response.request()));
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  expect((await firstOpen).status()).toBe(204);
  expect((await firstLookup).status()).toBe(204);
  expect(openApps).toEqual([`/api/v1/users/${userUuid}/open-app`]);

  // The lookup is sent after the open-app check; its rule re-sends it within 3 hours (count 1 ≤ 10), so it marks
  // the moment the reloaded page has made its open-app decision.
  const secondLookup = page.waitForRequest(isLookupPost);
  await page.reload();
  await secondLookup;
  expect(openApps).toHaveLength(1);
});
