// The foundation as a visitor and an API client meet it: a styled, CSP-protected page on country hosts, and
// typed JSON answers from the services.
import { expect, siteHeaders, test } from './fixtures';

test.describe('home page', () => {
  for (const host of ['localhost', 'de.localhost', 'fr.localhost']) {
    test(`renders styled, under its CSP (a nonce, or a kept page's hashes), on ${host}`, async ({ page, baseURL }) => {
      const url = new URL(baseURL!);
      url.hostname = host;
      const response = await page.goto(url.toString());
      expect(response?.status()).toBe(200);

      const csp = response!.headers()['content-security-policy'];
      const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
      const html = await response!.text();
      expect(html, 'styled-components styles are server-rendered').toMatch(/<style[^>]*data-styled/);
      if (nonce) {
        // Rendered for this visit: one nonce on every style and script.
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
        const nonceOf = (tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) => /nonce="([^"]+)"/.exec(match[1]!)?.[1]);
        expect(new Set(nonceOf('style'))).toEqual(new Set([nonce]));
        // JSON-LD is data, not script: CSP does not apply to it.
        const scriptNonces = nonceOf('script(?![^>]*application/ld\\+json)');
        expect(scriptNonces.length).toBeGreaterThan(0);
        expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      } else {
        // A kept public page (decision 040): the same bytes for every visitor, its inline scripts and styles allowed by
        // their hashes (shared-cache.spec.ts checks each hash against the page), no nonce anywhere.
        expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
        expect(csp).toMatch(/style-src 'self'( 'sha256-[^']+')+;/);
        expect(html).not.toContain('nonce=');
      }

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const heroFont = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily);
      expect(heroFont).toContain('Nunito');
    });
  }

  test('a page rendered for each visit gets a new nonce per response', async ({ request }) => {
    // The sign-in page is never kept for shared caches (decision 040 keeps only public content pages).
    const first = (await request.get('/auth/signin')).headers()['content-security-policy'];
    const second = (await request.get('/auth/signin')).headers()['content-security-policy'];
    expect(first).toMatch(/'nonce-/);
    expect(first).not.toEqual(second);
  });

  test('lists the seeded subjects in the interface language', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Mathematik')).toBeVisible();
    await page.goto('/fr');
    await expect(page.getByText('Mathématiques')).toBeVisible();
  });

  test('an unknown page answers the translated 404 screen, under the CSP, with a way home', async ({ page }) => {
    const response = await page.goto('/de/no-such-page');
    expect(response?.status()).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
    expect(await response!.text()).toContain(`nonce="${nonce}"`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('services', () => {
  test('GET /api/health checks the database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    expect(response.headers()['x-request-id']).toBeTruthy();
  });

  test('GET /api/server-time answers a timestamp', async ({ request }) => {
    const body = (await (await request.get('/api/server-time')).json()) as { timestamp: number };
    expect(Math.abs(body.timestamp - Date.now())).toBeLessThan(60_000);
  });

  for (const path of ['/api/v1/no-such-thing', '/api/auth/no-such-thing', '/api/analytics/nothing']) {
    test(`unknown route ${path} answers 404 NotFoundError`, async ({ request }) => {
      const response = await request.post(path, { data: { a: 1 } });
      expect(response.status()).toBe(404);
      expect(await response.json()).toMatchObject({ error: { type: 'NotFoundError' } });
    });
  }

  test('bad input answers 400 with a typed error, never 500', async ({ request }) => {
    const invalid = await request.get('/api/v1/subjects?language=klingon');
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { type: 'FormValidationError', data: { fields: { language: expect.any(Array) } } } });
  });

  test('GET /api/openapi.json is an OpenAPI 3.1 description of the routes', async ({ request }) => {
    const document = await (await request.get('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/server-time', '/api/v1/subjects']));
  });

  test('API responses carry the security headers', async ({ request }) => {
    const headers = (await request.get('/api/health')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

test('A request with next-router-prefetch: 1 goes through the proxy: a CSP, and never the nonce or experiments its sender wrote', async ({ request, baseURL }) => {
  // A page rendered for each visit (a kept public page carries no nonce at all, decision 040).
  const response = await request.get('/auth/signin', {
    headers: { ...siteHeaders(baseURL, 'de.localhost'), 'next-router-prefetch': '1', 'x-nonce': 'c2VudC1ieS10aGUtY2xpZW50', 'x-knowly-experiments': 'ueg.treatment' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toMatch(/script-src[^;]*'nonce-/);
  const html = await response.text();
  expect(html).not.toContain('c2VudC1ieS10aGUtY2xpZW50');
  // The render shows the proxy's own (signed) assignment of every experiment, not the header the sender wrote.
  const cookie = /knowly_experiments=([^;!]+)!/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  expect(cookie).toMatch(/^mkr\.\w+~kab\.\w+~kuo\.\w+~ueg\.\w+~epp\.\w+$/);
  expect(/<meta name="knowly-experiments" content="([^"]*)"/.exec(html)?.[1]).toBe(cookie);
});
