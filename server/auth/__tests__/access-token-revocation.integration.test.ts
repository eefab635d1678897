// Access tokens stay valid up to 15 minutes after logout, family revocation or password reset (security finding,
// Low): an access token is honoured only while the sign-in (refresh-token family) it was issued for is live —
// checked in verifyAccessToken, behind every API guard and the server render (decision 020).
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../../../lib/api/token-store';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { accounts } from '../../db/schema';
import { env } from '../../env';
import { meRoute, signupRoute } from '../../users/routes';
import { passwordResetConfirmRoute } from '../email-routes';
import { issueEmailToken } from '../email-tokens';
import { changePasswordRoute, logoutRoute, tokenRoute } from '../routes';
import { sessionOf } from '../session-user';

const PASSWORD = 'lernen2026';
type Tokens = { accessToken: string; refreshToken: string };
let ipCounter = 1;
const nextIp = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function newAccount() {
  const email = uniqueEmail('revoked');
  const response = await callRoute(signupRoute, { body: { email, name: 'Mia', password: PASSWORD } });
  expect(response.status).toBe(201);
  const { user, ...tokens } = response.body as Tokens & { user: { uuid: string; accountUuid: string } };
  return { email, user, tokens };
}

async function signIn(email: string, password = PASSWORD): Promise<Tokens> {
  const response = await callRoute(tokenRoute, { body: { email, password }, ip: nextIp() });
  expect(response.status).toBe(200);
  return response.body as Tokens;
}

/** What GET /users/me answers for an access token: 200, or the status and error type. */
async function me(accessToken: string) {
  const response = await callRoute(meRoute, { token: accessToken });
  return response.status === 200 ? 200 : [response.status, errorType(response)];
}

const REFUSED = [401, 'AuthorizationError'];

describe('Access tokens stay valid up to 15 minutes after logout, family revocation or password reset', () => {
  it('logout ends the access tokens of that sign-in at once, and not those of the account’s other sign-ins', async () => {
    const { email, tokens: phone } = await newAccount();
    const laptop = await signIn(email);
    expect(await me(phone.accessToken)).toBe(200);
    expect((await callRoute(logoutRoute, { body: { refreshToken: phone.refreshToken } })).status).toBe(204);
    expect(await me(phone.accessToken)).toEqual(REFUSED);
    expect(await me(laptop.accessToken)).toBe(200);
  });

  it('reuse of a rotated refresh token ends the access tokens of its whole sign-in, including the newest', async () => {
    const { tokens } = await newAccount();
    const rotated = (await callRoute(tokenRoute, { body: { refreshToken: tokens.refreshToken } })).body as Tokens;
    expect(await me(rotated.accessToken)).toBe(200);
    expect(errorType(await callRoute(tokenRoute, { body: { refreshToken: tokens.refreshToken } }))).toBe('AuthorizationError');
    expect(await me(tokens.accessToken)).toEqual(REFUSED);
    expect(await me(rotated.accessToken)).toEqual(REFUSED);
  });

  it('a password reset ends every access token of the account', async () => {
    const { email, user, tokens } = await newAccount();
    const other = await signIn(email);
    const token = await issueEmailToken(await getDb(), { accountUuid: user.accountUuid, purpose: 'reset-password', email });
    expect((await callRoute(passwordResetConfirmRoute, { body: { token, newPassword: 'vergessen2027' } })).status).toBe(204);
    expect(await me(tokens.accessToken)).toEqual(REFUSED);
    expect(await me(other.accessToken)).toEqual(REFUSED);
    expect(await me((await signIn(email, 'vergessen2027')).accessToken)).toBe(200);
  });

  it('a password change ends the access tokens of every other sign-in; the device that changed it goes on', async () => {
    const { email, user, tokens } = await newAccount();
    const other = await signIn(email);
    const changed = await callRoute(changePasswordRoute, { params: { id: user.accountUuid }, token: tokens.accessToken, body: { oldPassword: PASSWORD, newPassword: 'geaendert2027' } });
    expect(changed.status).toBe(200);
    expect(await me(other.accessToken)).toEqual(REFUSED);
    expect(await me(tokens.accessToken)).toEqual(REFUSED);
    expect(await me((changed.body as Tokens).accessToken)).toBe(200);
  });

  it('account deletion ends every access token of the account', async () => {
    const { user, tokens } = await newAccount();
    await (await getDb()).delete(accounts).where(eq(accounts.uuid, user.accountUuid));
    expect(await me(tokens.accessToken)).toEqual(REFUSED);
  });

  it('the server render no longer sees the user of an ended sign-in (it renders as signed in with tokens to renew)', async () => {
    const { user, tokens } = await newAccount();
    const request = { cookies: { [ACCESS_TOKEN_COOKIE]: tokens.accessToken } } as unknown as IncomingMessage;
    expect((await sessionOf(request)).user?.uuid).toBe(user.uuid);
    await callRoute(logoutRoute, { body: { refreshToken: tokens.refreshToken } });
    expect(await sessionOf(request)).toEqual({ user: null, hasTokens: true });
  });

  it('a signed token that names no sign-in (issued before decision 020) is refused; the client renews it', async () => {
    const { user } = await newAccount();
    const withoutSignIn = await new SignJWT({ acc: user.accountUuid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.uuid)
      .setIssuer('knowly-auth')
      .setAudience('knowly-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(env().APP_SECRET));
    expect(await me(withoutSignIn)).toEqual(REFUSED);
  });
});
