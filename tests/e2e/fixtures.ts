// The Playwright test object every journey uses: it fails any test whose pages hit a Content-Security-Policy
// violation or a page error, so that a page broken under the CSP cannot pass unnoticed.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The test server's address on another host name (de.localhost …): Chromium resolves *.localhost to this machine. */
export function onHost(baseURL: string | undefined, host: string, path = '/') {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.toString();
}

/** Headers that make an API request context (which resolves only localhost) ask a country site by its Host. */
export function siteHeaders(baseURL: string | undefined, host: string) {
  return { host: `${host}:${new URL(baseURL ?? 'http://localhost').port}` };
}

/**
 * Waits until a page has settled for a check of the whole page (axe, a screenshot): loaded, its fonts ready, no
 * element busy (aria-busy) and no request of its own in flight for `quietMs`. Unlike Playwright's 'networkidle', a live
 * event stream (Accept: text/event-stream, open for as long as the page is) does not count, so a signed-in page with
 * the chats badge settles in a second instead of never. Images and analytics beacons do not count either: a check of the page reads their
 * elements, not their pixels (the demo seed's background publishing can keep thumbnails coming for a while).
 */
export async function settled(page: Page, { quietMs = 500, timeout = 15_000 } = {}): Promise<void> {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  // Analytics events are beacons the page never waits for (sent with keepalive, they can outlive what the page shows;
  // one kept a check waiting 15 s in a full CI run): they do not count either.
  const ignored = (request: Request) =>
    request.resourceType() === 'image' || /text\/event-stream/.test(request.headers().accept ?? '') || new URL(request.url()).pathname === '/api/analytics/events';
  const started = (request: Request) => {
    if (ignored(request)) return;
    pending.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load', { timeout });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const busy = await page.locator('[aria-busy="true"]').count();
      if (busy === 0 && pending.size === 0 && Date.now() - lastChange >= quietMs) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`the page did not settle within ${timeout} ms: ${[...pending].map((request) => request.url()).join(', ') || 'an element stayed aria-busy'}`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Waits until React has hydrated the element `locator` finds (its props are attached to the DOM node). Before that a
 * link is plain markup: a click loads the next page in full, as a browser does without the app's code, so a test of a
 * client-side navigation must not click before this.
 */
export async function hydrated(locator: Locator, { timeout = 15_000 } = {}): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout })
    .toBe(true);
}

/**
 * Holds back, by `ms`, every script chunk whose code contains `marker` (an interactive island's code: decision 053), so
 * that a test acts on the kept server markup before that code has come. Chunks are fetched by the test runner, which
 * does not resolve the country hosts: a static file answers on any host.
 */
export async function holdChunks(page: Page, marker: string, ms: number): Promise<void> {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    // A chunk the page stops waiting for (a navigation to another page) is disposed of mid-way, and one still held when
    // the test ends is cut off ("Test ended", reported by CI in the worker's next test): nothing to answer.
    try {
      const response = await route.fetch({ url: url.href });
      const body = await response.text();
      if (body.includes(marker)) await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response, body });
    } catch (error) {
      if (!page.isClosed() && !/disposed|closed|already handled|test ended/i.test(String(error))) throw error;
    }
  });
}

/** The code of the scripts a page's HTML loads (its first load), fetched by the page itself. */
export async function firstLoadCode(page: Page, html: string): Promise<string[]> {
  const sources = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src!);
  return page.evaluate(async (list) => Promise.all(list.map(async (src) => (await fetch(src)).text())), sources);
}

/**
 * axe-core's violations on the page once it has settled, one line per rule: its id and the elements. Settled first, so
 * that axe reads the page as a visitor meets it, not while an interactive island is being hydrated (decisions 053, 055).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe in the page itself (the pages have no cross-origin frames): the default finishes in a blank
  // page of the same context, which stalled past the test's time in the dark-mode journey's context.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
