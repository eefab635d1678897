// Request middleware: a fresh CSP nonce per page request, handed to _document through a request header, and the
// visitor's experiment variants (assigned on the first request, kept in a cookie), handed to getServerSideProps the
// same way so that the very first render already shows them.
import { NextResponse, type NextRequest } from 'next/server';
import { EXPERIMENT_COOKIE } from './config/experiments';
import { EXPERIMENTS_HEADER, experimentsForRequest } from './lib/experiments/experiment-cookie';
import { configuredTags, contentSecurityPolicy, NONCE_HEADER } from './lib/security-headers';

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development', tags: configuredTags(process.env) });
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const experiments = experimentsForRequest(request.cookies.get(EXPERIMENT_COOKIE)?.value, { secure });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set(EXPERIMENTS_HEADER, experiments.encoded);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (experiments.setCookie) response.headers.append('Set-Cookie', experiments.setCookie);
  return response;
}

export const config = {
  matcher: [
    '/',
    { source: '/((?!api/|_next/static|_next/image|favicon.ico|locales/|fonts/).*)', missing: [{ type: 'header', key: 'next-router-prefetch' }] },
  ],
};
