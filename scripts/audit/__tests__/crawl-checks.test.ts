// The crawl's rules: ASCII-only Location, canonical comparison, sitemap and sitemap index parsing, same-site links,
// the fixed-seed sample.
import { describe, expect, it } from 'vitest';
import { canonicalHrefs, canonicalProblem, comparableUrl, fixedSample, internalLinks, isAsciiLocation, sitemapLocs } from '../crawl-checks';

describe('isAsciiLocation', () => {
  it('accepts a percent-encoded address and refuses one with ı, a Greek letter, a blank or nothing', () => {
    expect(isAsciiLocation('/knows/k%C4%B1r-abc?x=1#top')).toBe(true);
    expect(isAsciiLocation('http://de.localhost:3000/knowers/a/profile')).toBe(true);
    expect(isAsciiLocation('/knows/kır-abc')).toBe(false);
    expect(isAsciiLocation('/knows/αβγ')).toBe(false);
    expect(isAsciiLocation('/knows/a b')).toBe(false);
    expect(isAsciiLocation('')).toBe(false);
  });

  it('refuses UTF-8 bytes read as Latin-1, as Node hands a raw non-ASCII header to the client', () => {
    expect(isAsciiLocation(Buffer.from('/knows/kır', 'utf8').toString('latin1'))).toBe(false);
  });
});

describe('canonical comparison', () => {
  const page = 'http://de.localhost:4000/knows/k%C4%B1r-1234';

  it('matches the same address written raw or percent-encoded, with either case of hex, with a trailing slash', () => {
    expect(canonicalProblem(['http://de.localhost:4000/knows/kır-1234'], page)).toBeNull();
    expect(canonicalProblem(['http://de.localhost:4000/knows/k%c4%b1r-1234/'], page)).toBeNull();
    expect(canonicalProblem(['http://DE.localhost:4000/knows/k%C4%B1r-1234#reviews'], page)).toBeNull();
    expect(comparableUrl('http://de.localhost:4000/')).toBe('http://de.localhost:4000/');
    expect(comparableUrl('http://de.localhost:4000')).toBe('http://de.localhost:4000/');
    expect(comparableUrl('http://de.localhost/%7Eanna%2F')).toBe('http://de.localhost/~anna%2F');
  });

  it('names a canonical on another site, another path or with another query', () => {
    expect(canonicalProblem(['http://fr.localhost:4000/knows/k%C4%B1r-1234'], page)).toBe('canonical is http://fr.localhost:4000/knows/k%C4%B1r-1234');
    expect(canonicalProblem(['http://de.localhost:4000/knows/kir-1234'], page)).not.toBeNull();
    expect(canonicalProblem(['http://de.localhost:4000/knows/k%C4%B1r-1234?page=2'], page)).not.toBeNull();
    expect(canonicalProblem(['https://de.localhost:4000/knows/k%C4%B1r-1234'], page)).not.toBeNull();
  });

  it('refuses a relative canonical, a missing one and two of them', () => {
    expect(canonicalProblem(['/knows/k%C4%B1r-1234'], page)).toMatch(/not an absolute/);
    expect(canonicalProblem([], page)).toMatch(/no <link rel="canonical">/);
    expect(canonicalProblem([page, page], page)).toMatch(/2 canonical links/);
  });

  it('finds canonical links whatever the attribute order, quoting and rel list, entity-decoded, not in scripts or comments', () => {
    const html = `<head><!-- <link rel="canonical" href="/old"> -->
      <link href='http://de.localhost/a?x=1&amp;y=2' rel="alternate canonical">
      <link rel=stylesheet href="/s.css"><link rel="alternate" hreflang="fr" href="http://fr.localhost/">
      <script>document.write('<link rel="canonical" href="/js">')</script></head>`;
    expect(canonicalHrefs(html)).toEqual(['http://de.localhost/a?x=1&y=2']);
  });
});

describe('sitemapLocs', () => {
  it('reads the page URLs of a urlset, entity-decoded, and not its hreflang alternates', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>http://de.localhost:4000/</loc>
    <xhtml:link rel="alternate" hreflang="fr" href="http://fr.localhost:4000/"/>
  </url>
  <url><loc> http://de.localhost:4000/knows/search?q=a&amp;b </loc></url>
  <url><loc><![CDATA[http://de.localhost:4000/knows/k%C4%B1r-1]]></loc></url>
</urlset>`;
    expect(sitemapLocs(xml)).toEqual({
      kind: 'urlset',
      locs: ['http://de.localhost:4000/', 'http://de.localhost:4000/knows/search?q=a&b', 'http://de.localhost:4000/knows/k%C4%B1r-1'],
    });
  });

  it('reads the child sitemaps of a sitemap index', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>http://de.localhost/sitemap-knows-1.xml</loc><lastmod>2026-04-01</lastmod></sitemap>
  <sitemap><loc>http://de.localhost/sitemap-pages.xml</loc></sitemap>
</sitemapindex>`;
    expect(sitemapLocs(xml)).toEqual({ kind: 'sitemapindex', locs: ['http://de.localhost/sitemap-knows-1.xml', 'http://de.localhost/sitemap-pages.xml'] });
  });

  it('says when a file is no sitemap (an HTML error page)', () => {
    expect(sitemapLocs('<!DOCTYPE html><html><body>404</body></html>')).toEqual({ kind: 'unknown', locs: [] });
  });
});

describe('internalLinks', () => {
  const page = 'http://de.localhost:4000/knows/abc/pages';

  it('resolves same-site hrefs against the page, once each, without fragments', () => {
    const html = `<a href="/subjects">S</a><a href="details">D</a><a href="../def#top">E</a>
      <a class="x" href="http://de.localhost:4000/subjects#list">S again</a><area href="/knowledge?x=1&amp;y=2">
      <a href="?page=2">next</a>`;
    expect(internalLinks(html, page)).toEqual([
      'http://de.localhost:4000/subjects',
      'http://de.localhost:4000/knows/abc/details',
      'http://de.localhost:4000/knows/def',
      'http://de.localhost:4000/knowledge?x=1&y=2',
      'http://de.localhost:4000/knows/abc/pages?page=2',
    ]);
  });

  it('skips other sites, mailto:, tel:, javascript:, fragment-only links, /api/ and /_next/ assets, and anchors without href', () => {
    const html = `<a href="http://fr.localhost:4000/subjects">fr</a><a href="https://de.localhost:4000/x">https</a>
      <a href="//localhost:4000/">intl</a><a href="mailto:help@knowly.de">m</a><a href="TEL:+49301234">t</a>
      <a href="javascript:void(0)">j</a><a href="#main">skip</a><a href="/api/v1/knows/1/download">pdf</a>
      <a href="/_next/static/chunk.js">c</a><a name="anchor">n</a><a href="">empty</a><link href="/feed" rel="alternate">`;
    expect(internalLinks(html, page)).toEqual([]);
  });

  it('ignores markup inside scripts and comments, and honours <base href>', () => {
    const html = `<base href="/knowledge/"><script type="application/ld+json">{"x":"<a href='/ghost'>"}</script>
      <!-- <a href="/commented"> --><a href="biology">B</a><a data-x='a>b' href="/after-quoted-gt">Q</a>`;
    expect(internalLinks(html, page)).toEqual(['http://de.localhost:4000/knowledge/biology', 'http://de.localhost:4000/after-quoted-gt']);
  });
});

describe('fixedSample', () => {
  const urls = Array.from({ length: 500 }, (_, i) => `/knows/${i}`);

  it('keeps every item when there are no more than the sample size', () => {
    expect(fixedSample(urls.slice(0, 50), 50, 1)).toEqual({ items: urls.slice(0, 50), total: 50, sampled: false });
  });

  it('takes the same distinct items, in their original order, on every run with the same seed', () => {
    const first = fixedSample(urls, 50, 20260415);
    expect(first.sampled).toBe(true);
    expect(first.total).toBe(500);
    expect(first.items).toHaveLength(50);
    expect(new Set(first.items).size).toBe(50);
    expect(first.items).toEqual([...first.items].sort((a, b) => urls.indexOf(a) - urls.indexOf(b)));
    expect(fixedSample(urls, 50, 20260415)).toEqual(first);
    expect(fixedSample(urls, 50, 7).items).not.toEqual(first.items);
  });

  it('spreads over the whole list, not only its start', () => {
    const indices = fixedSample(urls, 50, 20260415).items.map((url) => urls.indexOf(url));
    expect(Math.max(...indices)).toBeGreaterThan(250);
    expect(Math.min(...indices)).toBeLessThan(250);
  });
});
