// The audit's crawl stage (issue 15), per site: every URL of its sitemap (a fixed-seed sample when the sitemap is
// large) answers 200 itself, never a redirect, with a canonical link naming it; every redirect met on the way carries
// an ASCII-only Location; and each same-site link on those pages is requested once and must not answer 404 (a redirect
// must reach a 200 within 3 hops). Each hop is a request of its own, at most 4 at a time. The rules are in
// crawl-checks.ts.
import { canonicalHrefs, canonicalProblem, fixedSample, internalLinks, isAsciiLocation, sitemapLocs } from './crawl-checks';
import type { ServerAccess, Site } from './pages';

/** Sitemap URLs checked per site; a larger sitemap is sampled (the same sample on every run). */
export const CRAWL_SAMPLE_SIZE = 50;
const CRAWL_SEED = 20260415;
const CONCURRENCY = 4;
/** A link may redirect this often before it has to answer 200. */
const MAX_REDIRECTS = 3;
/** Sitemap index files may nest; deeper than this is a loop. */
const MAX_SITEMAP_DEPTH = 3;

const CHECK_ORDER = ['sitemap', 'canonical', 'redirect', 'link'] as const;
type CrawlCheck = (typeof CHECK_ORDER)[number];
type CrawlFailure = { check: CrawlCheck; url: string; detail: string; foundOn?: string };

export type CrawlResult = {
  site: Site;
  /** The sitemap files read (sitemap.xml and the children of an index). */
  sitemapFiles: string[];
  /** URLs in the sitemap(s), and how many of them were requested (all, or the sample). */
  sitemapUrls: number;
  checkedUrls: number;
  sampled: boolean;
  /** Sitemap URLs that answered 200 with their own canonical. */
  canonicalMatches: number;
  /** Distinct same-site links found on the crawled pages, each requested once. */
  linksChecked: number;
  /** Distinct redirecting URLs met, each Location checked. */
  redirectsMet: number;
  /** Answers that break no rule of the issue but are worth reading (a link answering 403, a redirect off the server). */
  notes: string[];
  failures: CrawlFailure[];
  seconds: number;
};

type Answer = { status: number; body: string; location?: string } | { error: string };

/** `items` through `work`, at most `limit` at a time, results in the order of `items`. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** Crawls one site of the audit server; `port` tells which absolute URLs are on it (any *.localhost host there). */
export async function crawlSite(server: ServerAccess, site: Site, { port, log }: { port: number; log: (line: string) => void }): Promise<CrawlResult> {
  const started = Date.now();
  const origin = `http://${site.host}:${port}`;
  const failures: CrawlFailure[] = [];
  const notes: string[] = [];
  const fail = (failure: CrawlFailure): void => {
    failures.push(failure);
  };

  /** The Host header for a URL on the audit server, or null for a URL elsewhere. */
  const serverHost = (url: URL) => (url.protocol === 'http:' && url.port === String(port) && /^(?:[a-z0-9-]+\.)*localhost$/.test(url.hostname) ? url.hostname : null);

  // One request per URL for the whole crawl: a URL met twice is neither fetched nor reported twice.
  const answers = new Map<string, Promise<Answer>>();
  const redirecting = new Set<string>();
  const get = (url: URL): Promise<Answer> => {
    const key = url.href;
    let answer = answers.get(key);
    if (!answer) {
      answer = server.get(serverHost(url)!, `${url.pathname}${url.search}`).then(
        ({ status, body, headers }): Answer => {
          const location = headerValue(headers.location);
          if (status >= 300 && status < 400 && !redirecting.has(key)) {
            redirecting.add(key);
            if (location === undefined) fail({ check: 'redirect', url: key, detail: `answers ${status} without a Location` });
            else if (!isAsciiLocation(location)) fail({ check: 'redirect', url: key, detail: `answers ${status} with a Location that is not ASCII-only: ${JSON.stringify(location)}` });
          }
          return { status, body, location };
        },
        (error: unknown): Answer => ({ error: (error as Error).message }),
      );
      answers.set(key, answer);
    }
    return answer;
  };

  // The sitemap files: sitemap.xml, and each child of a sitemap index (same site only).
  const pageUrls: string[] = [];
  const sitemapFiles: string[] = [];
  const readSitemap = async (url: URL, depth: number): Promise<void> => {
    sitemapFiles.push(url.pathname);
    const answer = await get(url);
    if ('error' in answer) return fail({ check: 'sitemap', url: url.href, detail: `request failed: ${answer.error}` });
    if (answer.status !== 200) return fail({ check: 'sitemap', url: url.href, detail: `the sitemap file answers ${answer.status}${answer.location ? ` → ${answer.location}` : ''}` });
    const { kind, locs } = sitemapLocs(answer.body);
    if (kind === 'unknown') return fail({ check: 'sitemap', url: url.href, detail: 'neither a <urlset> nor a <sitemapindex>' });
    if (kind === 'urlset') return void pageUrls.push(...locs);
    for (const loc of locs) {
      const child = URL.canParse(loc) ? new URL(loc) : null;
      if (!child) fail({ check: 'sitemap', url: loc, detail: 'a child sitemap that is no absolute URL', foundOn: url.href });
      else if (child.origin !== origin) fail({ check: 'sitemap', url: loc, detail: `a child sitemap on another origin than ${origin}`, foundOn: url.href });
      else if (depth >= MAX_SITEMAP_DEPTH) fail({ check: 'sitemap', url: loc, detail: `sitemap indexes nested deeper than ${MAX_SITEMAP_DEPTH}`, foundOn: url.href });
      else await readSitemap(child, depth + 1);
    }
  };
  await readSitemap(new URL('/sitemap.xml', origin), 1);

  const sample = fixedSample([...new Set(pageUrls)], CRAWL_SAMPLE_SIZE, CRAWL_SEED);
  log(`crawl ${site.host}: ${sample.total} sitemap URL(s)${sample.sampled ? `, checking a sample of ${sample.items.length}` : ''}`);

  // Each sitemap URL: 200 itself (no redirect), its canonical naming it; its same-site links are collected.
  const linkSources = new Map<string, string>();
  let canonicalMatches = 0;
  await mapLimited(sample.items, CONCURRENCY, async (loc) => {
    if (!URL.canParse(loc)) return fail({ check: 'sitemap', url: loc, detail: 'not an absolute URL' });
    const url = new URL(loc);
    if (url.origin !== origin) return fail({ check: 'sitemap', url: loc, detail: `on another origin than the site's ${origin}` });
    const answer = await get(url);
    if ('error' in answer) return fail({ check: 'sitemap', url: loc, detail: `request failed: ${answer.error}` });
    if (answer.status >= 300 && answer.status < 400) return fail({ check: 'sitemap', url: loc, detail: `answers ${answer.status} → ${answer.location ?? '(no Location)'}; a sitemap URL must not redirect` });
    if (answer.status !== 200) return fail({ check: 'sitemap', url: loc, detail: `answers ${answer.status}` });
    const problem = canonicalProblem(canonicalHrefs(answer.body), loc);
    if (problem) fail({ check: 'canonical', url: loc, detail: problem });
    else canonicalMatches += 1;
    for (const link of internalLinks(answer.body, url.href)) if (!linkSources.has(link)) linkSources.set(link, loc);
  });

  // Each link once: a 404 fails; a redirect must reach a 200 within MAX_REDIRECTS hops.
  await mapLimited([...linkSources], CONCURRENCY, async ([link, foundOn]) => {
    let url = new URL(link);
    for (let hops = 0; ; hops += 1) {
      const answer = await get(url);
      const via = hops ? ` (after ${hops} redirect(s), at ${url.href})` : '';
      if ('error' in answer) return fail({ check: 'link', url: link, foundOn, detail: `request failed${via}: ${answer.error}` });
      if (answer.status === 200) return;
      if (answer.status < 300 || answer.status >= 400) {
        if (answer.status === 404 || answer.status >= 500 || hops > 0) return fail({ check: 'link', url: link, foundOn, detail: `answers ${answer.status}${via}` });
        return void notes.push(`link ${link} (on ${foundOn}) answers ${answer.status}`);
      }
      // A redirect without a usable Location is already a redirect failure; nothing to follow.
      if (answer.location === undefined || !isAsciiLocation(answer.location)) return;
      if (hops === MAX_REDIRECTS) return fail({ check: 'link', url: link, foundOn, detail: `still redirecting after ${MAX_REDIRECTS} redirects (last ${url.href} → ${answer.location})` });
      if (!URL.canParse(answer.location, url.href)) return fail({ check: 'link', url: link, foundOn, detail: `redirects to ${answer.location}, which is no URL` });
      const target = new URL(answer.location, url);
      if (!serverHost(target)) return void notes.push(`link ${link} (on ${foundOn}) redirects off the audited server, to ${target.href}`);
      url = target;
    }
  });

  const result: CrawlResult = {
    site,
    sitemapFiles,
    sitemapUrls: sample.total,
    checkedUrls: sample.items.length,
    sampled: sample.sampled,
    canonicalMatches,
    linksChecked: linkSources.size,
    redirectsMet: redirecting.size,
    notes: notes.sort(),
    failures: failures.sort((a, b) => CHECK_ORDER.indexOf(a.check) - CHECK_ORDER.indexOf(b.check) || a.url.localeCompare(b.url)),
    seconds: (Date.now() - started) / 1000,
  };
  log(`crawl ${site.host}: ${canonicalMatches}/${result.checkedUrls} sitemap URL(s) answer 200 with their canonical, ${result.linksChecked} link(s) checked, ${result.redirectsMet} redirect(s) met, ${failures.length} failure(s) (${result.seconds.toFixed(1)} s)`);
  return result;
}
