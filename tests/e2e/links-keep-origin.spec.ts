// Issue 16 "links that keep their origin": every link of the served HTML (before any script runs) to a page of this
// product leads to a site of the server that served it — its own origin, port included, or a relative path — on two
// country sites and under a locale prefix. A link to http://de.localhost/subjects from a page served at
// http://de.localhost:3100 leads nowhere when opened in a new tab, copied, or followed before hydration.
import { expect, siteHeaders, test } from './fixtures';

const PAGES = [
  ['de.localhost', '/'],
  ['de.localhost', '/subjects'],
  ['de.localhost', '/knows/search?query=Zelle'],
  ['fr.localhost', '/'],
  ['fr.localhost', '/subjects'],
  ['de.localhost', '/en/subjects'],
] as const;

test.describe('links keep their origin', () => {
  for (const [host, path] of PAGES) {
    test(`${host}${path}: every link to a local site carries the server's port`, async ({ request, baseURL }) => {
      const port = new URL(baseURL ?? 'http://localhost').port;
      const response = await request.get(path, { headers: siteHeaders(baseURL, host) });
      expect(response.status()).toBe(200);
      const hrefs = [...(await response.text()).matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);
      expect(hrefs.length).toBeGreaterThan(5);
      const local = hrefs.filter((href) => /^https?:\/\/([a-z-]+\.)?localhost(?=[:/]|$)/.test(href));
      const portless = local.filter((href) => new URL(href).port !== port);
      expect(portless, 'absolute links to a local site without the port').toEqual([]);
      // Links within the site itself stay relative (or name this very origin).
      const sameSiteAbsolute = local.filter((href) => new URL(href).hostname === host && !href.startsWith(`http://${host}:${port}`));
      expect(sameSiteAbsolute).toEqual([]);
    });
  }
});
