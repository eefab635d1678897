// Tokens, including the 60-day refresh token, sit in JavaScript-readable cookies (security finding, Low), in the
// browser: after a sign-in no script sees a refresh token, the HttpOnly cookie goes to /api/auth only, an expired
// access token is renewed without the user noticing, and signing out deletes the cookie and ends the access token at
// once (decision 020).
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import auth from '../../public/locales/de/auth.json';
import profile from '../../public/locales/de/profile.json';
import shell from '../../public/locales/de/shell.json';
import { ACCESS_TOKEN_COOKIE, LEGACY_REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../lib/api/token-store';
import { SECRET_FILE } from '../../server/app-secret';
import { acceptNecessaryCookies, createUser } from './account-helpers';
import { expect, onHost, test } from './fixtures';

/** The same access token as the server would have issued it 20 minutes ago: expired 5 minutes since. */
async function expiredCopyOf(accessToken: string): Promise<string> {
  const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, SECRET_FILE), 'utf8').trim();
  const claims = decodeJwt(accessToken);
  delete claims.iat;
  delete claims.exp;
  const issuedAt = Math.floor(Date.now() / 1000) - 20 * 60;
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(issuedAt).setExpirationTime(issuedAt + 15 * 60).sign(new TextEncoder().encode(secret));
}

const cookieNamed = async (context: BrowserContext, url: string, name: string) => (await context.cookies(url)).find((cookie) => cookie.name === name);

test('Tokens, including the 60-day refresh token, sit in JavaScript-readable cookies: no script sees the refresh token, an expired access token is renewed transparently, sign-out ends both', async ({ page, baseURL, request }) => {
  test.setTimeout(60_000);
  const email = `cookie${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  const password = 'geheim2026';
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fapp%2Fprofile'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password, name: 'Ida' });
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/onboarding/);

  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).toContain(`${ACCESS_TOKEN_COOKIE}=`);
  expect(scriptCookies).not.toContain(`${REFRESH_TOKEN_COOKIE}=`);
  expect(scriptCookies).not.toContain(`${LEGACY_REFRESH_TOKEN_COOKIE}=`);
  const authUrl = onHost(baseURL, 'de.localhost', '/api/auth/oauth/token');
  const refreshCookie = (await cookieNamed(page.context(), authUrl, REFRESH_TOKEN_COOKIE))!;
  expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  // Pages never get it: only the auth service does.
  expect(await cookieNamed(page.context(), onHost(baseURL, 'de.localhost', '/app/profile'), REFRESH_TOKEN_COOKIE)).toBeUndefined();

  // The access token expires: the signed-in page still shows the user, renewed through the HttpOnly cookie.
  const accessToken = (await cookieNamed(page.context(), onHost(baseURL, 'de.localhost', '/'), ACCESS_TOKEN_COOKIE))!.value;
  const expired = await expiredCopyOf(accessToken);
  await page.evaluate(([name, value]) => void (document.cookie = `${name}=${value}; path=/; SameSite=Lax`), [ACCESS_TOKEN_COOKIE, expired] as const);
  const renewal = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/oauth/token');
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  const renewed = await renewal;
  expect(renewed.status()).toBe(200);
  expect(Object.keys(await renewed.json())).toEqual(['accessToken']);
  await expect(page.getByRole('region', { name: profile.emailTitle }).getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/profile$/);
  const current = (await cookieNamed(page.context(), onHost(baseURL, 'de.localhost', '/'), ACCESS_TOKEN_COOKIE))!.value;
  expect(current).not.toBe(expired);
  expect((await cookieNamed(page.context(), authUrl, REFRESH_TOKEN_COOKIE))!.value).not.toBe(refreshCookie.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain(`${REFRESH_TOKEN_COOKIE}=`);

  // Sign-out: the server deletes the cookie, and the access token the page had is refused at once.
  await page.getByRole('button', { name: profile.signOut, exact: true }).click();
  await expect(page.getByRole('link', { name: shell.signIn })).toBeVisible();
  expect(await cookieNamed(page.context(), authUrl, REFRESH_TOKEN_COOKIE)).toBeUndefined();
  const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${current}` } });
  expect(me.status()).toBe(401);
  expect((await me.json()).error.type).toBe('AuthorizationError');
});
