// Tokens, including the 60-day refresh token, sit in JavaScript-readable cookies (security finding, Low): the web
// client's refresh token is an HttpOnly, SameSite=Strict cookie on /api/auth that the auth service sets, reads and
// deletes, and is never in a body the web client's requests get back; body-based API clients keep the fixed contract
// (decision 020).
import { describe, expect, it } from 'vitest';
import { LEGACY_REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../../lib/api/token-store';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import type { RouteResponse } from '../../http/execute-route';
import { meRoute, signupRoute } from '../../users/routes';
import { refreshTokenSetCookie } from '../refresh-token-cookie';
import { REFRESH_TOKEN_TTL_MS } from '../refresh-tokens';
import { changePasswordRoute, logoutRoute, tokenRoute } from '../routes';

const PASSWORD = 'lernen2026';
const WEB = { 'x-platform': 'web' };
let ipCounter = 1;
/** A fresh caller address per sign-in, so that the login throttle never gets in the way. */
const nextIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const setCookies = (response: RouteResponse): string[] => [response.headers['Set-Cookie'] ?? []].flat();
/** The Set-Cookie line of a cookie, split into its attributes (name=value first). */
function cookieLine(response: RouteResponse, name: string): string[] | undefined {
  return setCookies(response).find((line) => line.startsWith(`${name}=`))?.split('; ');
}
const cookieValue = (line: string[] | undefined) => line?.[0]?.split('=')[1];
const body = (response: RouteResponse) => response.body as Record<string, unknown>;

async function newAccount(headers: Record<string, string> = {}) {
  const email = uniqueEmail('cookie');
  const response = await callRoute(signupRoute, { body: { email, name: 'Mia', password: PASSWORD }, headers });
  expect(response.status).toBe(201);
  return { email, response, user: body(response).user as { accountUuid: string } };
}

const signIn = (email: string, headers: Record<string, string> = {}) => callRoute(tokenRoute, { body: { email, password: PASSWORD }, headers, ip: nextIp() });
const refreshWithCookie = (token: string, name = REFRESH_TOKEN_COOKIE) => callRoute(tokenRoute, { body: {}, headers: { ...WEB, cookie: `knowly_device_uuid=d; ${name}=${token}` } });

describe('Tokens, including the 60-day refresh token, sit in JavaScript-readable cookies', () => {
  it('a web sign-in sets the refresh token as an HttpOnly, SameSite=Strict cookie on /api/auth for 60 days, and leaves it out of the body', async () => {
    const { email } = await newAccount();
    const response = await signIn(email, WEB);
    expect(response.status).toBe(200);
    const line = cookieLine(response, REFRESH_TOKEN_COOKIE)!;
    expect(line).toBeDefined();
    expect(line.slice(1).sort()).toEqual(['HttpOnly', `Max-Age=${REFRESH_TOKEN_TTL_MS / 1000}`, 'Path=/api/auth', 'SameSite=Strict'].sort());
    expect(cookieValue(line)!.length).toBeGreaterThan(30);
    expect(Object.keys(body(response))).toEqual(['accessToken']);
  });

  it('the cookie is Secure outside APP_ENV=local (whose sites are plain http), and is deleted with Max-Age=0', () => {
    expect(refreshTokenSetCookie('t'.repeat(43), { secure: true }).split('; ')).toContain('Secure');
    expect(refreshTokenSetCookie('t'.repeat(43)).split('; ')).not.toContain('Secure'); // the tests run in local
    expect(refreshTokenSetCookie(null, { secure: true })).toBe(`${REFRESH_TOKEN_COOKIE}=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Strict; Secure`);
  });

  it('a web sign-up and a web password change answer the same way: the refresh token as the cookie only', async () => {
    const { response, user } = await newAccount(WEB);
    expect(cookieLine(response, REFRESH_TOKEN_COOKIE)).toContain('HttpOnly');
    expect(Object.keys(body(response)).sort()).toEqual(['accessToken', 'user']);

    const changed = await callRoute(changePasswordRoute, {
      params: { id: user.accountUuid },
      body: { oldPassword: PASSWORD, newPassword: 'geaendert2027' },
      token: body(response).accessToken as string,
      headers: WEB,
    });
    expect(changed.status).toBe(200);
    expect(cookieLine(changed, REFRESH_TOKEN_COOKIE)).toContain('SameSite=Strict');
    expect(Object.keys(body(changed))).toEqual(['accessToken']);
  });

  it('renews the sign-in with the refresh token from the cookie when the body has none, rotating the cookie', async () => {
    const { email } = await newAccount();
    const first = cookieValue(cookieLine(await signIn(email, WEB), REFRESH_TOKEN_COOKIE))!;

    const renewed = await refreshWithCookie(first);
    expect(renewed.status).toBe(200);
    const next = cookieValue(cookieLine(renewed, REFRESH_TOKEN_COOKIE))!;
    expect(next).not.toBe(first);
    expect(Object.keys(body(renewed))).toEqual(['accessToken']);
    expect((await callRoute(meRoute, { token: body(renewed).accessToken as string })).status).toBe(200);

    // The rotated cookie token presented again is a reuse: the sign-in ends, as with a body token.
    expect(errorType(await refreshWithCookie(first))).toBe('AuthorizationError');
    expect(errorType(await refreshWithCookie(next))).toBe('AuthorizationError');
  });

  it('answers a cookie refresh by cookie even without X-Platform: web, so a script posting {} itself learns nothing', async () => {
    const { email } = await newAccount();
    const token = cookieValue(cookieLine(await signIn(email, WEB), REFRESH_TOKEN_COOKIE))!;
    const renewed = await callRoute(tokenRoute, { body: {}, headers: { cookie: `${REFRESH_TOKEN_COOKIE}=${token}` } });
    expect(renewed.status).toBe(200);
    expect(body(renewed).refreshToken).toBeUndefined();
    expect(cookieLine(renewed, REFRESH_TOKEN_COOKIE)).toContain('HttpOnly');
  });

  it('refuses {} without a refresh-token cookie with AuthorizationError (the client then logs out)', async () => {
    const response = await callRoute(tokenRoute, { body: {}, headers: WEB });
    expect([response.status, errorType(response)]).toEqual([401, 'AuthorizationError']);
    expect(errorType(await callRoute(tokenRoute, { body: { refreshToken: undefined, extra: 1 } }))).toBe('FormValidationError');
  });

  it('body-based clients keep the fixed contract: the refresh token in the body, no cookie', async () => {
    const { email, response: signedUp } = await newAccount();
    expect(typeof body(signedUp).refreshToken).toBe('string');
    expect(setCookies(signedUp)).toEqual([]);

    const signedIn = await signIn(email);
    expect(Object.keys(body(signedIn)).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(setCookies(signedIn)).toEqual([]);

    const renewed = await callRoute(tokenRoute, { body: { refreshToken: body(signedIn).refreshToken } });
    expect(renewed.status).toBe(200);
    expect(typeof body(renewed).refreshToken).toBe('string');
    expect(setCookies(renewed)).toEqual([]);
    // A body token is answered in the body even with X-Platform: web (a page still running the client of before).
    const fromOldPage = await callRoute(tokenRoute, { body: { refreshToken: body(renewed).refreshToken }, headers: WEB });
    expect(typeof body(fromOldPage).refreshToken).toBe('string');

    expect((await callRoute(logoutRoute, { body: { refreshToken: body(fromOldPage).refreshToken } })).status).toBe(204);
    expect(errorType(await callRoute(tokenRoute, { body: { refreshToken: body(fromOldPage).refreshToken } }))).toBe('AuthorizationError');
  });

  it('sign-out with the cookie revokes its sign-in and deletes the cookie', async () => {
    const { email } = await newAccount();
    const token = cookieValue(cookieLine(await signIn(email, WEB), REFRESH_TOKEN_COOKIE))!;
    const loggedOut = await callRoute(logoutRoute, { body: {}, headers: { ...WEB, cookie: `${REFRESH_TOKEN_COOKIE}=${token}` } });
    expect(loggedOut.status).toBe(204);
    expect(cookieLine(loggedOut, REFRESH_TOKEN_COOKIE)).toEqual([`${REFRESH_TOKEN_COOKIE}=`, 'Max-Age=0', 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict']);
    expect(errorType(await refreshWithCookie(token))).toBe('AuthorizationError');
    // Signing out twice, or without a cookie, is fine.
    expect((await callRoute(logoutRoute, { body: {}, headers: WEB })).status).toBe(204);
  });

  it('moves a browser signed in before the change: the script-readable cookie is read once and deleted', async () => {
    const { response } = await newAccount();
    const legacy = body(response).refreshToken as string;
    const moved = await refreshWithCookie(legacy, LEGACY_REFRESH_TOKEN_COOKIE);
    expect(moved.status).toBe(200);
    expect(cookieLine(moved, REFRESH_TOKEN_COOKIE)).toContain('HttpOnly');
    expect(cookieLine(moved, LEGACY_REFRESH_TOKEN_COOKIE)).toEqual([`${LEGACY_REFRESH_TOKEN_COOKIE}=`, 'Max-Age=0', 'Path=/', 'SameSite=Lax']);
    expect(body(moved).refreshToken).toBeUndefined();
  });
});
