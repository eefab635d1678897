// The pure rules of the audit's crawl stage (issue 15): which Location values a redirect may carry, when a page's
// canonical link names the URL it was fetched from, the URLs of a sitemap (or sitemap index), the same-site links of
// a served page, and the fixed-seed sample taken from a large sitemap. scripts/audit/crawl.ts does the requests.

/** A Location header may carry visible ASCII only (RFC 9110 field values; Node answers 500 to anything else). */
const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

export function isAsciiLocation(value: string): boolean {
  return VISIBLE_ASCII.test(value);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Character references as HTML attributes and XML text carry them (&amp;, &#39;, &#x2F;). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent escapes in one form: upper-case hex, and unreserved characters (RFC 3986 §2.3) unescaped. */
const normalizeEscapes = (text: string) =>
  text.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const character = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });

/**
 * An absolute http(s) URL in the form two addresses of one page share: non-ASCII percent-encoded (UTF-8), escapes in
 * upper case, no fragment, no trailing slash on the path (the root stays "/"). Null when `value` is not absolute.
 */
export function comparableUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  return `${url.origin}${normalizeEscapes(path)}${normalizeEscapes(url.search)}`;
}

/** What is wrong with a page's canonical links for the URL it was fetched from, or null when they name it. */
export function canonicalProblem(canonicals: readonly string[], pageUrl: string): string | null {
  if (canonicals.length === 0) return 'no <link rel="canonical">';
  if (canonicals.length > 1) return `${canonicals.length} canonical links (${canonicals.join(', ')}); search engines ignore them all`;
  const canonical = canonicals[0]!;
  const comparable = comparableUrl(canonical);
  if (comparable === null) return `canonical "${canonical}" is not an absolute http(s) URL`;
  return comparable === comparableUrl(pageUrl) ? null : `canonical is ${canonical}`;
}

/** Comments, scripts and styles hold text that looks like markup but is none (JSON with "<a href", CSS). */
const stripNonMarkup = (html: string) => html.replace(/<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>/gi, '');

/** The start tags named `names` with their attributes (names lower case, values entity-decoded), in document order. */
function startTags(html: string, names: readonly string[]): { name: string; attributes: Map<string, string> }[] {
  const tag = new RegExp(`<(${names.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const tags: { name: string; attributes: Map<string, string> }[] = [];
  for (const [, name, body] of stripNonMarkup(html).matchAll(tag)) {
    const attributes = new Map<string, string>();
    for (const [, key, double, single, bare] of body!.matchAll(attribute)) {
      const lower = key!.toLowerCase();
      if (!attributes.has(lower)) attributes.set(lower, decodeEntities(double ?? single ?? bare ?? ''));
    }
    tags.push({ name: name!.toLowerCase(), attributes });
  }
  return tags;
}

/** The href of every <link> whose rel holds "canonical". */
export function canonicalHrefs(html: string): string[] {
  return startTags(html, ['link'])
    .filter(({ attributes }) => (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
    .map(({ attributes }) => (attributes.get('href') ?? '').trim());
}

/** Paths that are no pages: the API and the build's assets. */
const NOT_A_PAGE = /^\/(?:api|_next)(?:\/|$)/;
const OTHER_SCHEMES = /^(?:mailto|tel|sms|javascript|data):/i;

/**
 * The same-site pages `html` links to (<a>, <area>): hrefs resolved against the page URL (or its <base href>),
 * kept when they have the page's origin, without fragment, once each in document order. Skipped: mailto:, tel: and
 * other schemes, fragment-only links, /api/ and /_next/ (assets), and hrefs that are no URL.
 */
export function internalLinks(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const tags = startTags(html, ['a', 'area', 'base']);
  const baseHref = tags.find((t) => t.name === 'base' && t.attributes.has('href'))?.attributes.get('href');
  let base = page;
  if (baseHref) {
    try {
      base = new URL(baseHref.trim(), page);
    } catch {
      // An unusable <base href> is ignored by browsers too: links resolve against the page.
    }
  }
  const links = new Set<string>();
  for (const { name, attributes } of tags) {
    const href = attributes.get('href')?.trim();
    if (name === 'base' || !href || href.startsWith('#') || OTHER_SCHEMES.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.origin !== page.origin || NOT_A_PAGE.test(url.pathname)) continue;
    url.hash = '';
    links.add(url.href);
  }
  return [...links];
}

type SitemapLocs = { kind: 'urlset' | 'sitemapindex' | 'unknown'; locs: string[] };

/**
 * The <loc> URLs of a sitemap file, entity-decoded: page URLs in a <urlset>, child sitemap URLs in a <sitemapindex>.
 * hreflang alternates (<xhtml:link href>) are no <loc> and are not returned.
 */
export function sitemapLocs(xml: string): SitemapLocs {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '');
  const kind = /<sitemapindex\b/.test(body) ? 'sitemapindex' : /<urlset\b/.test(body) ? 'urlset' : 'unknown';
  const locs = [...body.matchAll(/<loc>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*?))\s*<\/loc>/g)].map(([, cdata, text]) => (cdata ?? decodeEntities(text ?? '')).trim());
  return { kind, locs: locs.filter(Boolean) };
}

/** mulberry32: a small seeded generator, so that a sample is the same on every run and every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Sample<T> = { items: T[]; total: number; sampled: boolean };

/** Every item when there are at most `size`; else `size` of them chosen by `seed`, kept in their original order. */
export function fixedSample<T>(items: readonly T[], size: number, seed: number): Sample<T> {
  if (items.length <= size) return { items: [...items], total: items.length, sampled: false };
  const random = seededRandom(seed);
  const indices = items.map((_, index) => index);
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  const chosen = indices.slice(0, size).sort((a, b) => a - b);
  return { items: chosen.map((index) => items[index]!), total: items.length, sampled: true };
}
