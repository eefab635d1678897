// The web client's refresh token as an HttpOnly cookie (decision 020): where a presented refresh token comes from,
// and how a token answer travels back — for the web client as the cookie (left out of the body), for API clients in
// the body exactly as before.
import type { IncomingHttpHeaders } from 'node:http';
import { LEGACY_REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE_PATH } from '../../lib/api/token-store';
import { refreshGrantSchema, type TokenPair, type TokenResponse } from '../../lib/contracts/auth';
import { cookieValue } from '../../lib/cookies';
import { env } from '../env';
import type { RouteContext } from '../http/route';
import { REFRESH_TOKEN_TTL_MS } from './refresh-tokens';

/** How a refresh token travels: the HttpOnly cookie (the web client) or the JSON body (API clients). */
export type TokenTransport = 'cookie' | 'body';

type CookieContext = Pick<RouteContext<unknown, unknown, unknown>, 'headers' | 'setCookie'>;

/** The web client sends `X-Platform: web` on every request (lib/api/api-client.ts); everyone else is a body client. */
export function transportOf(headers: IncomingHttpHeaders): TokenTransport {
  return headers['x-platform'] === 'web' ? 'cookie' : 'body';
}

const cookieHeader = (headers: IncomingHttpHeaders) => headers.cookie ?? '';

/** The refresh token a request presents: its body's (API clients), else its cookie's (the web client); null for none. */
export function presentedRefreshToken(body: object, headers: IncomingHttpHeaders): { token: string; via: TokenTransport } | null {
  if ('refreshToken' in body && typeof body.refreshToken === 'string') return { token: body.refreshToken, via: 'body' };
  // The legacy script-readable cookie only when the HttpOnly one is missing: a browser signed in before decision 020.
  const fromCookie = cookieValue(cookieHeader(headers), REFRESH_TOKEN_COOKIE) ?? cookieValue(cookieHeader(headers), LEGACY_REFRESH_TOKEN_COOKIE);
  const parsed = refreshGrantSchema.shape.refreshToken.safeParse(fromCookie);
  return parsed.success ? { token: parsed.data, via: 'cookie' } : null;
}

/** The Set-Cookie line of the refresh-token cookie; without a token, the line that deletes it. */
export function refreshTokenSetCookie(token: string | null, { secure = env().APP_ENV !== 'local' }: { secure?: boolean } = {}): string {
  const maxAge = token === null ? 0 : Math.floor(REFRESH_TOKEN_TTL_MS / 1000);
  return [`${REFRESH_TOKEN_COOKIE}=${token ?? ''}`, `Max-Age=${maxAge}`, `Path=${REFRESH_TOKEN_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Deletes the script-readable cookie of before decision 020 (js-cookie wrote it on path /) once a request shows it. */
function dropLegacyCookie({ headers, setCookie }: CookieContext): void {
  if (cookieValue(cookieHeader(headers), LEGACY_REFRESH_TOKEN_COOKIE) !== undefined) setCookie(`${LEGACY_REFRESH_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
}

/** A token answer: the pair in the body for API clients; for the web client the refresh token as the cookie only. */
export function answerTokens(context: CookieContext, tokens: TokenPair, transport: TokenTransport): TokenResponse {
  if (transport === 'body') return tokens;
  context.setCookie(refreshTokenSetCookie(tokens.refreshToken));
  dropLegacyCookie(context);
  return { accessToken: tokens.accessToken };
}

/** Logout of the web client: the cookie (and a legacy one) deleted. */
export function clearRefreshTokenCookie(context: CookieContext): void {
  context.setCookie(refreshTokenSetCookie(null));
  dropLegacyCookie(context);
}
