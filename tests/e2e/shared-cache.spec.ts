// Public pages a shared cache can hold (issue 32, decision 040), over HTTP only (no browser): every public page answers
// two different visitors with the same bytes and the same headers, `Cache-Control: public, s-maxage=…,
// stale-while-revalidate=…`, `Vary: Cookie` and a hash-based policy that allows exactly the page's inline scripts; a
// signed-in browser's page is never cacheable; a first visit's variants come from POST /_knowly/experiments.
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, siteHeaders, test } from './fixtures';

const HOST = 'de.localhost';

/** Headers that differ per response by nature: the time, and what the process's own cache did. */
const PER_RESPONSE = new Set(['date', 'x-knowly-cache', 'keep-alive', 'connection']);

async function publicPaths(request: APIRequestContext, baseURL: string | undefined): Promise<string[]> {
  const headers = siteHeaders(baseURL, HOST);
  const subjectsHtml = await (await request.get('/subjects', { headers })).text();
  const subject = /href="(\/subjects\/[^"?#]+)"/.exec(subjectsHtml)?.[1];
  expect(subject, 'a subject linked from /subjects').toBeTruthy();
  const subjectHtml = await (await request.get(subject!, { headers })).text();
  const topic = /href="(\/topics\/[^"?#]+)"/.exec(subjectHtml)?.[1];
  expect(topic, `a topic linked from ${subject}`).toBeTruthy();
  const search = await request.get(`/api/v1/knows/search?query=${encodeURIComponent('Photosynthese')}`, { headers });
  const know = ((await search.json()) as { knows: { path: string; knower: { profilePath: string | null } }[] }).knows.find((found) => found.knower.profilePath);
  expect(know, 'a demo know with a knower profile').toBeTruthy();
  return ['/', '/subjects', subject!, topic!, know!.path, know!.knower.profilePath!, '/knows/search?query=Photosynthese', '/legal/tos', '/about/company'];
}

/** A visitor of their own: a new request context, no cookie at all. */
async function visit(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined, path: string): Promise<APIResponse & { bytes: Buffer }> {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.get(path, { headers: siteHeaders(baseURL, HOST), maxRedirects: 0 });
  const bytes = await response.body();
  await context.dispose();
  return Object.assign(response, { bytes });
}

const comparable = (response: APIResponse) =>
  Object.fromEntries(
    response
      .headersArray()
      .filter(({ name }) => !PER_RESPONSE.has(name.toLowerCase()))
      .map(({ name, value }) => [name.toLowerCase(), value]),
  );

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

test.describe('public pages for shared caches', () => {
  test('two visitors get the same bytes and headers on every public page, cacheable by a shared cache, under a hash-based policy', async ({ playwright, request, baseURL }) => {
    test.setTimeout(120_000);
    for (const path of await publicPaths(request, baseURL)) {
      // The first request may render (a miss); the next two are what any two visitors get.
      const warm = await visit(playwright, baseURL, path);
      expect(warm.status(), path).toBe(200);
      const [one, two] = [await visit(playwright, baseURL, path), await visit(playwright, baseURL, path)];
      expect(one.status(), path).toBe(200);
      expect(one.bytes.equals(two.bytes), `${path}: the same bytes for two visitors`).toBe(true);
      expect(comparable(one), `${path}: the same headers for two visitors`).toEqual(comparable(two));

      const headers = one.headers();
      expect(headers['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(headers.vary?.split(/,\s*/).sort(), path).toEqual(expect.arrayContaining(['Cookie']));
      expect(headers.vary?.split(/,\s*/).filter((name) => !['Cookie', 'Accept-Encoding'].includes(name)), `${path}: Vary names only what changes the bytes`).toEqual([]);
      expect(headers['set-cookie'], path).toBeUndefined();

      // The policy is as strict as the nonce one (no 'unsafe-inline' for scripts or styles, no other host) and allows
      // exactly the inline scripts the page carries; the HTML holds no nonce.
      const policy = headers['content-security-policy'] ?? '';
      const scriptSources = policy.split('; ').find((part) => part.startsWith('script-src '))!;
      expect(scriptSources, path).not.toMatch(/unsafe|nonce|\*|https?:/);
      expect(policy.split('; ').find((part) => part.startsWith('style-src '))).not.toMatch(/unsafe|nonce|\*|https?:/);
      for (const required of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) expect(policy, path).toContain(required);
      const html = one.bytes.toString('utf8');
      expect(html, path).not.toMatch(/ nonce="|csp-nonce/);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes!));
      expect(inline.length, `${path}: the theme, consent and experiments script`).toBeGreaterThan(0);
      for (const [, , text] of inline) expect(scriptSources, path).toContain(`'sha256-${sha256(text!)}'`);
      // The response headers of next.config.ts stay.
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toContain('max-age=');
    }
  });

  test('a signed-in browser never gets a cacheable page, public or not', async ({ request, baseURL }) => {
    const signUp = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, HOST), data: { email: `shared${Date.now()}@example.org`, name: 'Lina Kaufmann', password: 'reviser2026' } });
    expect(signUp.status()).toBe(201);
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    for (const path of ['/', '/subjects', '/legal/tos', '/app/library']) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await request.get(path, { headers: { ...siteHeaders(baseURL, HOST), cookie: `knowly_access_token=${accessToken}` }, maxRedirects: 0 });
        const cacheControl = response.headers()['cache-control'] ?? '';
        expect(cacheControl, path).toMatch(/private/);
        expect(cacheControl, path).toMatch(/no-store/);
        expect(cacheControl, path).not.toMatch(/public|s-maxage/);
        expect(response.headers()['x-knowly-cache'], path).toBeUndefined();
      }
    }
  });

  test('a first visit asks for its experiment variants: the cookie comes on an answer no cache keeps', async ({ request, baseURL }) => {
    const answer = await request.post('/_knowly/experiments', { headers: siteHeaders(baseURL, HOST) });
    expect(answer.status()).toBe(204);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['set-cookie']).toMatch(/^knowly_experiments=mkr\.\w+~kab\.\w+~kuo\.\w+~ueg\.\w+~epp\.\w+![\w-]{22}; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  });
});
