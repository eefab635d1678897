// The crawl stage against a fake server: what it requests, which answers fail it, and that each URL is asked once.
import { describe, expect, it } from 'vitest';
import { crawlSite, type CrawlResult } from '../crawl';
import type { ServerAccess, Site } from '../pages';

const PORT = 4000;
const DE: Site = { id: 'de', host: 'de.localhost', label: 'German site' };
const ORIGIN = `http://de.localhost:${PORT}`;

type Reply = { status: number; body?: string; location?: string };

/** A server answering `routes` ("host/path" → reply) and 404 to the rest; it records each request. */
function fakeServer(routes: Record<string, Reply>) {
  const requests: string[] = [];
  const server: ServerAccess = {
    get: (host, path) => {
      requests.push(`${host}${path}`);
      const reply = routes[`${host}${path}`] ?? { status: 404, body: 'not found' };
      return Promise.resolve({ status: reply.status, body: reply.body ?? '', headers: reply.location === undefined ? {} : { location: reply.location } });
    },
    post: () => Promise.reject(new Error('the crawl posts nothing')),
  };
  return { server, requests };
}

const sitemap = (paths: string[]) => `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${ORIGIN}${p}</loc></url>`).join('')}</urlset>`;
const page = (path: string, links: string[] = [], canonical = `${ORIGIN}${path}`) =>
  ({ status: 200, body: `<html><head><link rel="canonical" href="${canonical}"></head><body>${links.map((l) => `<a href="${l}">x</a>`).join('')}</body></html>` }) satisfies Reply;

const crawl = (routes: Record<string, Reply>) => {
  const fake = fakeServer(routes);
  return { ...fake, result: crawlSite(fake.server, DE, { port: PORT, log: () => {} }) };
};
const failureLines = (result: CrawlResult) => result.failures.map((f) => `${f.check} ${f.url.replace(ORIGIN, '')}: ${f.detail}`);

describe('crawlSite', () => {
  it('passes a site whose sitemap URLs answer 200 with their canonical and whose links answer 200, asking each URL once', async () => {
    const { result, requests } = crawl({
      'de.localhost/sitemap.xml': { status: 200, body: sitemap(['/', '/subjects']) },
      'de.localhost/': page('/', ['/subjects', '/legal/imprint', 'mailto:help@knowly.de', '/api/v1/x']),
      'de.localhost/subjects': page('/subjects', ['/', '/legal/imprint']),
      'de.localhost/legal/imprint': page('/legal/imprint'),
    });
    const r = await result;
    expect(r.failures).toEqual([]);
    expect(r).toMatchObject({ sitemapFiles: ['/sitemap.xml'], sitemapUrls: 2, checkedUrls: 2, sampled: false, canonicalMatches: 2, linksChecked: 3, redirectsMet: 0 });
    expect([...requests].sort()).toEqual(['de.localhost/', 'de.localhost/legal/imprint', 'de.localhost/sitemap.xml', 'de.localhost/subjects']);
  });

  it('fails a sitemap URL that redirects, one that answers 404, and one whose canonical names another URL', async () => {
    const r = await crawl({
      'de.localhost/sitemap.xml': { status: 200, body: sitemap(['/old', '/gone', '/subjects']) },
      'de.localhost/old': { status: 308, location: '/subjects' },
      'de.localhost/subjects': page('/subjects', [], `${ORIGIN}/subjects?page=1`),
    }).result;
    expect(failureLines(r)).toEqual([
      'sitemap /gone: answers 404',
      'sitemap /old: answers 308 → /subjects; a sitemap URL must not redirect',
      `canonical /subjects: canonical is ${ORIGIN}/subjects?page=1`,
    ]);
    expect(r.canonicalMatches).toBe(0);
    expect(r.redirectsMet).toBe(1);
  });

  it('fails a redirect whose Location is not ASCII-only, once however often it is met', async () => {
    const r = await crawl({
      'de.localhost/sitemap.xml': { status: 200, body: sitemap(['/', '/subjects']) },
      'de.localhost/': page('/', ['/knows/1']),
      'de.localhost/subjects': page('/subjects', ['/knows/1']),
      'de.localhost/knows/1': { status: 301, location: '/knows/kır-1' },
    }).result;
    expect(failureLines(r)).toEqual(['redirect /knows/1: answers 301 with a Location that is not ASCII-only: "/knows/kır-1"']);
  });

  it('fails a link answering 404 (naming the page it is on), one redirecting to a 404, one redirecting more than 3 times; passes 3 redirects to a 200', async () => {
    const r = await crawl({
      'de.localhost/sitemap.xml': { status: 200, body: sitemap(['/']) },
      'de.localhost/': page('/', ['/missing', '/moved', '/loop/1', '/three/1', '/signin-needed']),
      'de.localhost/moved': { status: 301, location: `${ORIGIN}/missing-too` },
      'de.localhost/loop/1': { status: 302, location: '/loop/2' },
      'de.localhost/loop/2': { status: 302, location: '/loop/3' },
      'de.localhost/loop/3': { status: 302, location: '/loop/4' },
      'de.localhost/loop/4': { status: 302, location: '/loop/5' },
      'de.localhost/three/1': { status: 302, location: '/three/2' },
      'de.localhost/three/2': { status: 302, location: '/three/3' },
      'de.localhost/three/3': { status: 302, location: '/legal/imprint' },
      'de.localhost/legal/imprint': page('/legal/imprint'),
      'de.localhost/signin-needed': { status: 307, location: 'http://localhost:4000/auth/signin?next=%2F' },
      'localhost/auth/signin?next=%2F': page('/auth/signin'),
    }).result;
    expect(failureLines(r)).toEqual([
      'link /loop/1: still redirecting after 3 redirects (last http://de.localhost:4000/loop/4 → /loop/5)',
      'link /missing: answers 404',
      'link /moved: answers 404 (after 1 redirect(s), at http://de.localhost:4000/missing-too)',
    ]);
    expect(r.redirectsMet).toBe(9);
    expect(r.failures.find((f) => f.url.endsWith('/missing'))?.foundOn).toBe(`${ORIGIN}/`);
  });

  it('notes a redirect off the audited server and a 403 without failing them', async () => {
    const r = await crawl({
      'de.localhost/sitemap.xml': { status: 200, body: sitemap(['/']) },
      'de.localhost/': page('/', ['/survey', '/admin']),
      'de.localhost/survey': { status: 302, location: 'https://survey.example.org/s/1' },
      'de.localhost/admin': { status: 403 },
    }).result;
    expect(r.failures).toEqual([]);
    expect(r.notes).toEqual([`link ${ORIGIN}/admin (on ${ORIGIN}/) answers 403`, `link ${ORIGIN}/survey (on ${ORIGIN}/) redirects off the audited server, to https://survey.example.org/s/1`]);
  });

  it('reads the children of a sitemap index and samples 50 of a large sitemap, the same ones on every run', async () => {
    const paths = Array.from({ length: 120 }, (_, i) => `/knows/${i}`);
    const routes: Record<string, Reply> = {
      'de.localhost/sitemap.xml': { status: 200, body: `<sitemapindex><sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap><sitemap><loc>${ORIGIN}/sitemap-2.xml</loc></sitemap></sitemapindex>` },
      'de.localhost/sitemap-1.xml': { status: 200, body: sitemap(paths.slice(0, 60)) },
      'de.localhost/sitemap-2.xml': { status: 200, body: sitemap(paths.slice(60)) },
      ...Object.fromEntries(paths.map((p) => [`de.localhost${p}`, page(p)])),
    };
    const first = crawl(routes);
    const r = await first.result;
    expect(r).toMatchObject({ sitemapFiles: ['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml'], sitemapUrls: 120, checkedUrls: 50, sampled: true, canonicalMatches: 50, failures: [] });
    const second = crawl(routes);
    await second.result;
    expect(second.requests.sort()).toEqual(first.requests.sort());
    expect(first.requests.filter((p) => p.startsWith('de.localhost/knows/'))).toHaveLength(50);
  });

  it('fails a sitemap.xml that does not answer 200', async () => {
    const r = await crawl({ 'de.localhost/sitemap.xml': { status: 500, body: 'boom' } }).result;
    expect(failureLines(r)).toEqual(['sitemap /sitemap.xml: the sitemap file answers 500']);
  });
});
