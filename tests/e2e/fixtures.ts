// The Playwright test object every journey uses: it fails any test whose pages hit a Content-Security-Policy
// violation or a page error, so that a page broken under the CSP cannot pass unnoticed.
import { test as base, expect } from '@playwright/test';

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
