// Whether the browser of a page request holds a sign-in (its access-token cookie, which outlives the token, or the
// refresh token of before decision 020): the shell's frame follows it from the server render on (issue 33), without
// a database read, so public pages stay as cheap as before. The rendered-page cache never answers such a request
// (server/page-cache/cacheable-request.ts), so a cached page is always a visitor's.
import type { IncomingMessage } from 'node:http';
import { ACCESS_TOKEN_COOKIE, LEGACY_REFRESH_TOKEN_COOKIE } from '../../lib/api/token-store';

type RequestWithCookies = IncomingMessage & { cookies?: Partial<Record<string, string>> };

export function isSignedInBrowser(req: RequestWithCookies): boolean {
  return Boolean(req.cookies?.[ACCESS_TOKEN_COOKIE] || req.cookies?.[LEGACY_REFRESH_TOKEN_COOKIE]);
}
