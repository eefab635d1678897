// Request middleware: a fresh CSP nonce per page request, handed to _document through a request header, and the
// visitor's experiment variants (kept in a cookie), handed to getServerSideProps the same way so that a render shows
// them. Public pages asked for by visitors who are not signed in are answered from the rendered-page cache
// (server/page-cache, decision 018), the same bytes for every visitor with a hash-based policy, so that a shared cache
// may keep them too (decision 040): a first visit there renders the control variants and gets its own through
// EXPERIMENT_ASSIGNMENT_PATH, answered here. Next 16 runs the proxy in the server's own Node.js process, so the cache
// (module state) lives as long as the server.
import { NextResponse, type NextRequest } from 'next/server';
import { EXPERIMENT_COOKIE } from './config/experiments';
import { EXPERIMENTS_HEADER, experimentsForRequest } from './lib/experiments/experiment-cookie';
import { EXPERIMENT_ASSIGNMENT_PATH } from './lib/experiments/first-visit-assignment';
import { experimentSigner } from './server/experiments/experiment-signer';
import { CACHE_STATUS_HEADER, cacheableRequest, FILL_HEADER, type CacheableRequest } from './server/page-cache/cacheable-request';
import { fillFromSelf, serverOrigin } from './server/page-cache/fill-from-self';
import { pageCacheHolder as holder, renderedPageCacheOptions, RenderedPageCache, renderTemplate, type CachedResponse, type PageCacheState } from './server/page-cache/rendered-page-cache';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, SHARED_VARY } from './server/page-cache/shared-page';
import { configuredTags, contentSecurityPolicy, NONCE_HEADER } from './lib/security-headers';


/** The process's cache; none in development (hot reload renders afresh) or with RENDERED_PAGE_CACHE=off. */
function pageCache(): PageCacheState | null {
  if (process.env.NODE_ENV !== 'production' || process.env.RENDERED_PAGE_CACHE === 'off') return null;
  return (holder.__knowlyRenderedPageCache ??= { cache: new RenderedPageCache(renderedPageCacheOptions(process.env)), secret: crypto.randomUUID() });
}

type Visit = { nonce: string; csp: string; setCookie: string | null; head: boolean };

const policyOptions = () => ({ dev: process.env.NODE_ENV === 'development', tags: configuredTags(process.env) });

/** Every experiment in its control variant, signed: what a first visit to a public page renders (decision 040). */
const CONTROL_DRAW = () => 0;

function respond(cached: CachedResponse, visit: Visit, status: 'hit' | 'stale' | 'miss'): NextResponse {
  const headers = new Headers();
  for (const [name, value] of cached.headers) headers.append(name, value);
  if (cached.templated) headers.set('Content-Security-Policy', visit.csp);
  if (cached.hashes) headers.set('Content-Security-Policy', contentSecurityPolicy(cached.hashes, policyOptions()));
  // The same bytes for every visitor and no cookie set: a shared cache may keep it. Anything else only the visitor's.
  const shared = cached.hashes !== undefined && cached.status === 200 && !visit.setCookie;
  headers.set('Cache-Control', shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (shared) headers.set('Vary', SHARED_VARY);
  if (visit.setCookie) headers.append('Set-Cookie', visit.setCookie);
  headers.set(CACHE_STATUS_HEADER, status);
  return new NextResponse(visit.head ? null : renderTemplate(cached.parts, visit.nonce), { status: cached.status, headers });
}

/** The cached page, or a fill of it shared with other requests for it; null: render as usual. */
async function fromPageCache(state: PageCacheState, request: NextRequest, page: CacheableRequest, experiments: string, visit: Visit) {
  const { cache, secret } = state;
  const origin = serverOrigin();
  const fill = () => fillFromSelf({ origin: origin!, path: page.path, headers: request.headers, experiments, secret });
  const found = cache.lookup(page.key);
  if (found.state !== 'miss') {
    if (found.state === 'stale' && origin && !cache.isFilling(page.key)) void cache.fill(page.key, fill).result;
    return respond(found.response, visit, found.state);
  }
  if (visit.head || !origin) return null;
  const { result, shared } = cache.fill(page.key, fill);
  const filled = await result;
  if (!filled) return null;
  // A response that may not be kept (a 404) is the answer of the request that asked for it; requests that only waited
  // for it render on their own. So does a redirect: Next refuses the relative Location of a proxy's own answer, and
  // the 308 to a know's canonical address costs no render.
  if (!filled.cacheable && (shared || filled.response.headers.some(([name]) => name === 'location'))) return null;
  return respond(filled.response, visit, 'miss');
}

export async function proxy(request: NextRequest) {
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const cookie = request.cookies.get(EXPERIMENT_COOKIE)?.value;
  let experiments = experimentsForRequest(cookie, { secure, signer: experimentSigner });
  if (request.nextUrl.pathname === EXPERIMENT_ASSIGNMENT_PATH && request.method === 'POST') {
    const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL });
    if (experiments.setCookie) headers.append('Set-Cookie', experiments.setCookie);
    return new NextResponse(null, { status: 204, headers });
  }
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, policyOptions());

  const state = pageCache();
  const isFill = state !== null && request.headers.get(FILL_HEADER) === state.secret;
  const pageFor = (encoded: string) =>
    state && !isFill
      ? cacheableRequest({
          method: request.method,
          headers: request.headers,
          pathname: request.nextUrl.pathname,
          search: request.nextUrl.search,
          locale: request.nextUrl.locale,
          defaultLocale: request.nextUrl.defaultLocale ?? '',
          cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
          experiments: encoded,
        })
      : null;
  let page = pageFor(experiments.encoded);
  if (page && cookie === undefined) {
    // A first visit to a public page: the control variants and no cookie, the page every first visitor gets.
    experiments = { ...experimentsForRequest(undefined, { secure, signer: experimentSigner, random: CONTROL_DRAW }), setCookie: null };
    page = pageFor(experiments.encoded);
  }
  if (state && page) {
    const visit: Visit = { nonce, csp, setCookie: experiments.setCookie, head: request.method === 'HEAD' };
    const cached = await fromPageCache(state, request, page, experiments.signed, visit);
    if (cached) return cached;
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(FILL_HEADER);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set(EXPERIMENTS_HEADER, experiments.signed);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (experiments.setCookie) response.headers.append('Set-Cookie', experiments.setCookie);
  return response;
}

export const config = {
  matcher: [
    '/',
    // Every page request, prefetches included: a request the proxy skipped would render with the nonce and experiments
    // header its sender wrote, and without a CSP (security finding "next-router-prefetch skips the proxy").
    '/((?!api/|_next/static|_next/image|favicon.ico|locales/|fonts/).*)',
  ],
};
