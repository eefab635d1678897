// The rendered-page cache (decisions 018 and 040): a visitor who is not signed in gets a know page from the cache on a
// second visit, without any nonce under a hash-based policy (the fixture fails the test on any CSP violation), and a
// page that works; a first visit gets its experiment variants right after the page; a signed-in user always gets a
// fresh render. Uses a know of the demo content, found through the search API.
import type { APIRequestContext } from '@playwright/test';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';

const HOST = 'de.localhost';
const CONTROL = 'mkr.control~kab.control~kuo.control~ueg.control~epp.control';

const site = (baseURL: string | undefined) => siteHeaders(baseURL, HOST);

/** The canonical address of a public know of the German site (the 308 of /knows/{uuid} names it). */
async function knowPath(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const search = await request.get('/api/v1/knows/search', { headers: site(baseURL) });
  expect(search.status()).toBe(200);
  const { knows } = (await search.json()) as { knows: { uuid: string }[] };
  expect(knows.length, 'a public know in the German demo content').toBeGreaterThan(0);
  const answer = await request.get(`/knows/${knows[0]!.uuid}`, { headers: site(baseURL), maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  return new URL(answer.headers().location!, baseURL).pathname;
}

test.describe('rendered-page cache', () => {
  test('a second anonymous visit of a know page is served from the cache, the same bytes without any nonce, and works under its hash-based policy', async ({ page, request, baseURL }) => {
    const path = await knowPath(request, baseURL);

    // A first visitor without any cookie (the page then asks for its own variants, so a second visit of the same
    // browser is keyed on them); the browser below is a second first visitor and gets the kept page.
    const first = await request.get(path, { headers: site(baseURL) });
    expect(first.status()).toBe(200);
    expect(['miss', 'hit', 'stale']).toContain(first.headers()['x-knowly-cache']);

    const second = (await page.goto(onHost(baseURL, HOST, path)))!;
    expect(second.status()).toBe(200);
    expect(['hit', 'stale']).toContain(second.headers()['x-knowly-cache']);
    // Decision 040: no per-response nonce; the inline scripts and styles are allowed by their hashes.
    const policy = second.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toContain('nonce-');
    await expect(page.locator('meta[property="csp-nonce"]')).toHaveCount(0);
    expect(await second.text()).not.toMatch(/ nonce="/);

    // The page renders and hydrates (the fixture fails the test on any CSP violation): the heading is there, the
    // cookie banner answers, and the first visit got its experiment variants after the page.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await acceptNecessaryCookies(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'knowly_experiments')?.value).toMatch(/^mkr\./);
  });

  test('a first visit from the cache sets no cookie, renders the control variants and gets its own right after', async ({ browser, request, baseURL }) => {
    const path = await knowPath(request, baseURL);
    for (let visitor = 0; visitor < 2; visitor++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const assigned = page.waitForResponse((response) => response.url().endsWith('/_knowly/experiments'));
      const response = (await page.goto(onHost(baseURL, HOST, path)))!;
      expect(response.status()).toBe(200);
      expect(await response.headerValue('set-cookie')).toBeNull();
      expect(/<meta name="knowly-experiments" content="([^"]*)"/.exec(await response.text())?.[1]).toBe(CONTROL);
      expect(await (await assigned).headerValue('set-cookie')).toMatch(/^knowly_experiments=mkr\./);
      await expect.poll(async () => (await context.cookies(onHost(baseURL, HOST, '/'))).find((cookie) => cookie.name === 'knowly_experiments')?.value).toMatch(/^mkr\./);
      await context.close();
    }
  });

  test('a signed-in visitor always gets a fresh render', async ({ page, request, baseURL }) => {
    const path = await knowPath(request, baseURL);
    const signUp = await request.post('/api/v1/users', {
      headers: site(baseURL),
      data: { email: `pagecache${Date.now()}@example.org`, name: 'Lina Kaufmann', password: 'reviser2026' },
    });
    expect(signUp.status()).toBe(201);
    const tokens = (await signUp.json()) as { accessToken: string; refreshToken: string };
    const url = onHost(baseURL, HOST, '/');
    await page.context().addCookies([
      { name: 'knowly_experiments', value: CONTROL, url },
      { name: 'knowly_access_token', value: tokens.accessToken, url, sameSite: 'Lax' },
      { name: 'knowly_refresh_token', value: tokens.refreshToken, url, sameSite: 'Lax' },
    ]);
    for (let visit = 0; visit < 2; visit++) {
      const response = (await page.goto(onHost(baseURL, HOST, path)))!;
      expect(response.status()).toBe(200);
      expect(response.headers()['x-knowly-cache']).toBeUndefined();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page that is not there is never kept', async ({ request, baseURL }) => {
    const missing = '/knows/verschwunden-00000000-0000-4000-8000-000000000000';
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(missing, { headers: { ...site(baseURL), cookie: `knowly_experiments=${CONTROL}` } });
      expect(response.status()).toBe(404);
      expect(response.headers()['x-knowly-cache']).not.toBe('hit');
    }
  });
});
