// The analytics dashboard at /admin/analytics: a page that does not exist for anyone but admins, and for the demo
// admin the charts of events that were just posted (by beacon and by fetch, as the analytics client sends them).
import { randomUUID } from 'node:crypto';
import admin from '../../public/locales/de/admin.json';
import auth from '../../public/locales/de/auth.json';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../../server/db/seed/demo-content';
import { acceptNecessaryCookies, fill } from './account-helpers';
import { expect, onHost, test } from './fixtures';

function anEvent(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    uuid: randomUUID(),
    deviceSnippet: { formFactor: 'desktop', screenDiagonal: 24 },
    deviceTimeZoneOffset: 60,
    platform: 'web',
    appVersion: '0.1.0',
    activeExperiments: [],
    session: { id: randomUUID(), source: null, campaign: null },
    ...extra,
  };
}

test('a signed-in user who is not an admin gets 404 at /admin/analytics', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await acceptNecessaryCookies(page);
  const { accessToken, refreshToken } = await page.evaluate(async (email) => {
    const response = await fetch('/api/v1/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, name: 'Mia', password: 'lernen2026' }) });
    return (await response.json()) as { accessToken: string; refreshToken: string };
  }, `notadmin${Date.now()}@example.org`);
  const url = onHost(baseURL, 'de.localhost', '/');
  await page.context().addCookies([
    { name: 'knowly_access_token', value: accessToken, url, sameSite: 'Lax' },
    { name: 'knowly_refresh_token', value: refreshToken, url, sameSite: 'Lax' },
  ]);
  const response = await page.goto(onHost(baseURL, 'de.localhost', '/admin/analytics'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: admin.title })).toHaveCount(0);

  const dashboard = await page.evaluate(async (token) => (await fetch('/api/analytics/dashboard', { headers: { authorization: `Bearer ${token}` } })).status, accessToken);
  expect(dashboard).toBe(403);
});

test('a visitor who is not signed in is sent to the sign-in', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/admin/analytics'));
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fadmin%2Fanalytics/);
});

test('the demo admin sees the charts with the events just posted', async ({ page, baseURL }) => {
  const query = `e2e-${Date.now().toString(36)}`;
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await acceptNecessaryCookies(page);

  const searches = Array.from({ length: 30 }, () => anEvent('search_performed', { search: { searchSessionUuid: randomUUID(), query: query.toUpperCase() } }));
  const vitals = [900, 1800, 2700].map((value) => anEvent('web_vital', { valueId: 'LCP', value }));
  const funnel = [anEvent('signup_started')];
  const { beaconQueued, fetchStatus } = await page.evaluate(async ({ beaconBody, fetchBody }) => {
    const queued = navigator.sendBeacon('/api/analytics/events', new Blob([beaconBody], { type: 'text/plain;charset=UTF-8' }));
    const response = await fetch('/api/analytics/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: fetchBody });
    return { beaconQueued: queued, fetchStatus: response.status };
  }, { beaconBody: JSON.stringify({ events: searches }), fetchBody: JSON.stringify({ events: [...vitals, ...funnel] }) });
  expect(beaconQueued).toBe(true);
  expect(fetchStatus).toBe(202);

  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fadmin%2Fanalytics'));
  await page.getByLabel(auth.email).fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel(auth.password).fill(DEMO_ADMIN_PASSWORD);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: admin.title, level: 1 })).toBeVisible();

  // The beacon is delivered in the background: reload until its searches are counted.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('svg text', { hasText: query })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await expect(page.getByRole('img', { name: /^Balkendiagramm der Events pro Tag/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Registrierungs-Funnel: Registrierung begonnen/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.topSearches.title })).toBeVisible();
  const lcp = page.getByRole('row', { name: /^LCP/ });
  await expect(lcp).toBeVisible();
  await expect(lcp.getByRole('cell').nth(2)).toHaveText(/\d ms$/);

  const sevenDays = fill(admin.period.days_other, { count: 7 });
  await page.getByRole('button', { name: sevenDays }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('button', { name: sevenDays })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('svg text', { hasText: query })).toBeVisible();
});
