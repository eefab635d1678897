// Which page requests the rendered-page cache may answer, and their key: everything a render of a public page depends
// on. A render reads the host (country site, origin, hreflang; x-forwarded-host first, as server/pages/request-site.ts
// does), the interface locale, the path without its locale prefix and the query, and the visitor's experiment variants
// (in the markup and in __NEXT_DATA__). Public pages read no session, and anyone with a token cookie is left to a fresh
// render anyway, so no other cookie or header is part of the key.
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../lib/api/token-store';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The public pages whose rendering is cached: home, the know page (and its viewer), the catalogue, knower profiles,
 *  the site's search (decision 040) and the content pages (legal, about, careers, expansion). */
const CACHEABLE_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/knows\/search$/,
  /^\/(legal|about)\/[a-z-]+$/,
  /^\/careers(\/jobs)?$/,
  /^\/expansion$/,
  new RegExp(`^/knows/[^/]*${UUID}(/view)?$`, 'i'),
  /^\/subjects(\/[^/]+)?$/,
  /^\/topics(\/[^/]+)+$/,
  /^\/knowledge(\/[^/]+)*$/,
  /^\/knowers\/[^/]+\/profile$/,
];

export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE_PATHS.some((pattern) => pattern.test(pathname));
}

export type PageRequest = {
  method: string;
  headers: Headers;
  /** The path without the locale prefix, as Next's NextURL gives it. */
  pathname: string;
  /** The query, with its `?`, or ''. */
  search: string;
  locale: string;
  /** The default locale of the request's domain: no prefix needed for it. */
  defaultLocale: string;
  /** The cookie names the request carries. */
  cookieNames: readonly string[];
  /** The encoded experiment variants proxy.ts assigned to this request. */
  experiments: string;
};

export type CacheableRequest = {
  key: string;
  /** The address to render it from on this server: the locale prefix only where the locale is not the domain's. */
  path: string;
};

/** Present on the fill requests the cache makes to this same server, whose value is a per-process secret. */
export const FILL_HEADER = 'x-knowly-page-fill';

/** The response header saying what the cache did: hit, stale (served while a refill runs) or miss (just filled). */
export const CACHE_STATUS_HEADER = 'x-knowly-cache';

const SIGNED_IN_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE];

/** The request's key and render address when the cache may answer it, otherwise null. */
export function cacheableRequest(request: PageRequest): CacheableRequest | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has(FILL_HEADER) || request.headers.has('x-nextjs-data') || request.headers.has('authorization')) return null;
  if (request.cookieNames.some((name) => SIGNED_IN_COOKIES.includes(name))) return null;
  if (!isCacheablePath(request.pathname)) return null;
  const host = request.headers.get('host') ?? '';
  const forwardedHost = request.headers.get('x-forwarded-host') ?? '';
  const forwardedProto = request.headers.get('x-forwarded-proto') ?? '';
  const prefix = request.locale && request.locale !== request.defaultLocale ? `/${request.locale}` : '';
  const path = `${prefix}${request.pathname === '/' && prefix ? '' : request.pathname}${request.search}`;
  const key = JSON.stringify([host, forwardedHost, forwardedProto, request.locale, request.pathname, request.search, request.experiments]);
  return { key, path: path || '/' };
}
