// Request middleware: a fresh CSP nonce per page request, handed to _document through a request header.
import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, NONCE_HEADER } from './lib/security-headers';

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    '/',
    { source: '/((?!api/|_next/static|_next/image|favicon.ico|locales/|fonts/).*)', missing: [{ type: 'header', key: 'next-router-prefetch' }] },
  ],
};
