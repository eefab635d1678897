// Consent and experiments on a first visit to a site with a cookie banner (fr.localhost): ad-provider events wait
// for the answer (sent after "accept all", never after "necessary only"), and the experiment cookie is set once,
// for 30 days, right after the first page (which shows the control variants), with the variants later pages render.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, onHost, test } from './fixtures';

const EXPERIMENT_COOKIE = 'knowly_experiments';
const QUEUE_KEY = 'knowly_ad_provider_events';
const THIRTY_DAYS_S = 2592000;

type ListedEvent = { eventName: string; fbc: string | null; context: { eventSourceUrl?: string } };

/** A click id of this test's own, so that events of other tests running alongside are told apart. */
const uniqueFbclid = (label: string) => `e2e_${label}_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

async function eventsWithClickId(request: APIRequestContext, baseURL: string | undefined, fbclid: string): Promise<ListedEvent[]> {
  const response = await request.get(new URL('/api/dev/ad-provider-events', baseURL).toString());
  expect(response.status()).toBe(200);
  const { events } = (await response.json()) as { events: ListedEvent[] };
  return events.filter((event) => event.fbc?.endsWith(`.${fbclid}`));
}

function adProviderRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/fb-events') sent.push(request.postData() ?? '');
  });
  return sent;
}

const queuedEventNames = (page: Page) =>
  page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { eventName: string }[]).map((event) => event.eventName), QUEUE_KEY);

test('an ad-provider event queued before consent is not sent, and "accept all" sends it', async ({ page, request, baseURL }) => {
  const fbclid = uniqueFbclid('accept');
  const sent = adProviderRequests(page);
  await page.goto(onHost(baseURL, 'fr.localhost', `/?fbclid=${fbclid}`));
  const banner = page.getByRole('dialog', { name: /cookie/i });
  await expect(banner).toBeVisible();

  await expect.poll(() => queuedEventNames(page)).toEqual(['PageView']);
  expect(sent).toEqual([]);
  expect(await eventsWithClickId(request, baseURL, fbclid)).toEqual([]);

  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await eventsWithClickId(request, baseURL, fbclid)).map((event) => event.eventName)).toEqual(['PageView']);
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toEqual({ eventName: 'PageView', fbc: expect.stringMatching(new RegExp(`^fb\\.1\\.\\d{13}\\.${fbclid}$`)) });
  expect(await queuedEventNames(page)).toEqual([]);
  const [event] = await eventsWithClickId(request, baseURL, fbclid);
  expect(event!.context.eventSourceUrl).toContain('fr.localhost');

  // With consent, the next page's event goes at once, with the click id kept in the _fbc cookie.
  await page.reload();
  await expect.poll(async () => (await eventsWithClickId(request, baseURL, fbclid)).length).toBe(2);
  expect((await page.context().cookies()).find((cookie) => cookie.name === '_fbc')?.value).toMatch(new RegExp(`\\.${fbclid}$`));
});

test('"necessary only" drops the queued ad-provider events and sends none afterwards', async ({ page, request, baseURL }) => {
  const fbclid = uniqueFbclid('necessary');
  const sent = adProviderRequests(page);
  await page.goto(onHost(baseURL, 'fr.localhost', `/?fbclid=${fbclid}`));
  const banner = page.getByRole('dialog', { name: /cookie/i });
  await expect.poll(() => queuedEventNames(page)).toEqual(['PageView']);

  await banner.getByRole('button', { name: 'Nécessaires uniquement' }).click();
  await expect(banner).toHaveCount(0);
  // The banner hides at once; the consent code that drops the queue may still be loading (it comes after the page).
  await expect.poll(() => queuedEventNames(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await queuedEventNames(page)).toEqual([]);
  expect(sent).toEqual([]);
  expect(await eventsWithClickId(request, baseURL, fbclid)).toEqual([]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === '_fbc')).toBeUndefined();
});

test('a first visit renders the control variants without a cookie (a page a shared cache keeps, decision 040), then gets its own for 30 days, kept across reloads, and matching the render', async ({ page, baseURL }) => {
  const assigned = page.waitForResponse((response) => response.url().endsWith('/_knowly/experiments'));
  const first = (await page.goto(onHost(baseURL, 'fr.localhost')))!;
  expect((await first.headerValue('set-cookie')) ?? '').not.toContain(`${EXPERIMENT_COOKIE}=`);
  expect(/<meta name="knowly-experiments" content="([^"]*)"/.exec(await first.text())?.[1]).toBe('mkr.control~kab.control~kuo.control~ueg.control~epp.control');
  const setCookie = (await (await assigned).headerValue('set-cookie')) ?? '';
  const line = setCookie.split('\n').find((cookie) => cookie.startsWith(`${EXPERIMENT_COOKIE}=`));
  expect(line).toBeDefined();
  expect(line).toContain(`Max-Age=${THIRTY_DAYS_S}`);
  expect(line).toContain('Path=/');
  expect(line).toContain('SameSite=Lax');
  expect(line).not.toContain('Secure');

  await expect.poll(async () => (await page.context().cookies()).find((candidate) => candidate.name === EXPERIMENT_COOKIE)?.value).toBeTruthy();
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === EXPERIMENT_COOKIE)!;
  // The assignments, then the server's signature (a visitor cannot choose a variant).
  expect(cookie.value).toMatch(/^mkr\.\w+~kab\.\w+~kuo\.\w+~ueg\.\w+~epp\.\w+![\w-]{22}$/);
  const assignments = cookie.value.split('!')[0];
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + THIRTY_DAYS_S))).toBeLessThan(120);

  for (let reload = 0; reload < 2; reload += 1) {
    const again = (await page.reload())!;
    expect((await again.headerValue('set-cookie')) ?? '').not.toContain(`${EXPERIMENT_COOKIE}=`);
    // The server's own HTML (before any script ran) names the cookie's variants.
    expect(/<meta name="knowly-experiments" content="([^"]*)"/.exec(await again.text())?.[1]).toBe(assignments);
    expect((await page.context().cookies()).find((candidate) => candidate.name === EXPERIMENT_COOKIE)?.value).toBe(cookie.value);
  }
  await expect(page.locator('meta[name="knowly-experiments"]')).toHaveAttribute('content', assignments!);
});

test('Blur bypass by the experiment cookie: a forged or tampered experiment cookie gets the control variants, signed anew', async ({ page, baseURL }) => {
  const url = onHost(baseURL, 'fr.localhost');
  await page.context().addCookies([{ name: EXPERIMENT_COOKIE, value: 'kab.treatment~ueg.treatment~mkr.winner~zzz.x', url }]);
  const response = (await page.goto(url))!;
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === EXPERIMENT_COOKIE)!;
  expect(cookie.value).toMatch(/^mkr\.control~kab\.control~kuo\.control~ueg\.control~epp\.control![\w-]{22}$/);
  expect(/<meta name="knowly-experiments" content="([^"]*)"/.exec(await response.text())?.[1]).toBe(cookie.value.split('!')[0]);
});
