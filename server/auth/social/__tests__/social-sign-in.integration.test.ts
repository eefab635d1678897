// Google and Apple sign-in against a real OpenID provider on loopback (oidc-provider) and a real database: a new
// person gets an account (e-mail confirmed, no password) and lands in onboarding; the same identity signs in again;
// an e-mail that already has an account is never taken over (EmailAccountExistsError / GoogleAccountExistsError /
// AppleAccountExistsError); linking and unlinking from the settings; the state cookie cannot be forged or replayed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signRequest } from '../../../../lib/api/request-signature';
import { callRoute, errorType, uniqueEmail } from '../../../../tests/integration/call-route';
import { followToCallback, startOidcServer, type OidcPerson, type OidcTestServer } from '../../../../tests/integration/oidc-server';
import { getDb } from '../../../db';
import { accountIdentities, accounts } from '../../../db/schema';
import { env } from '../../../env';
import { signupRoute } from '../../../users/routes';
import { resetLoginThrottle } from '../../login-throttle';
import { tokenRoute } from '../../routes';
import { listIdentitiesRoute, socialCallbackPostRoute, socialCallbackRoute, socialProvidersRoute, socialStartRoute, unlinkIdentityRoute } from '../routes';

const ORIGIN = 'http://de.localhost:3000';
let oidc: OidcTestServer;

beforeAll(async () => {
  oidc = await startOidcServer({ redirectUris: [`${ORIGIN}/api/auth/oidc/google/callback`, `${ORIGIN}/api/auth/oidc/apple/callback`, 'http://localhost:3000/api/auth/oidc/google/callback'] });
  // Nothing in this file read the environment before: both providers are this test's server (Apple answers by form_post).
  Object.assign(process.env, {
    OIDC_GOOGLE_ISSUER: oidc.issuer, OIDC_GOOGLE_CLIENT_ID: oidc.clientId, OIDC_GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    OIDC_APPLE_ISSUER: oidc.issuer, OIDC_APPLE_CLIENT_ID: oidc.clientId, OIDC_APPLE_CLIENT_SECRET: oidc.clientSecret,
  });
  expect(env().OIDC_GOOGLE_ISSUER).toBe(oidc.issuer);
});

afterAll(async () => {
  await oidc.close();
  for (const name of ['GOOGLE', 'APPLE']) for (const part of ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET']) delete process.env[`OIDC_${name}_${part}`];
});

beforeEach(() => resetLoginThrottle());

const person = (overrides: Partial<OidcPerson> = {}): OidcPerson => ({ sub: `sub-${Date.now()}-${Math.random()}`, email: uniqueEmail('social'), name: 'Noa Google', ...overrides });
const cookiesOf = (response: { headers: Record<string, string | string[]> }) => [response.headers['Set-Cookie'] ?? []].flat();
const cookiePair = (line: string) => line.split(';')[0]!;
const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).acc as string;

/** A whole sign-in in the browser's steps: start, the provider, back to the callback with the state cookie. */
async function socialSignIn(provider: 'google' | 'apple', who: OidcPerson, { intent = 'signin', token, host = 'de.localhost:3000', tamper }: { intent?: 'signin' | 'link'; token?: string; host?: string; tamper?: (cookie: string) => string } = {}) {
  oidc.signInAs(who);
  const start = await callRoute(socialStartRoute, { params: { provider }, body: { intent, redirect: '/app/library' }, token, host });
  expect(start.status).toBe(200);
  const stateCookie = cookiePair(cookiesOf(start).find((line) => line.startsWith('knowly_oidc='))!);
  const { url, form } = await followToCallback((start.body as { authorizationUrl: string }).authorizationUrl, `http://${host}/api/auth/oidc/${provider}/callback`);
  const cookie = tamper ? tamper(stateCookie) : stateCookie;
  return form
    ? callRoute(socialCallbackPostRoute, { params: { provider }, body: Buffer.from(new URLSearchParams(form).toString()), host, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } })
    : callRoute(socialCallbackRoute, { params: { provider }, query: Object.fromEntries(url.searchParams), host, headers: { cookie } });
}

const tokenCookie = (response: { headers: Record<string, string | string[]> }) => cookiesOf(response).find((line) => line.startsWith('knowly_access_token='));
const passwordSignIn = async (email: string, password: string) =>
  callRoute(tokenRoute, { body: { email, password }, headers: { 'x-signature': (await signRequest('POST', tokenRoute.path, Date.now()))! } });

describe('GET /api/auth/oidc/providers', () => {
  it('lists the providers whose client is configured', async () => {
    expect((await callRoute(socialProvidersRoute)).body).toEqual({ providers: ['google', 'apple'] });
  });
});

describe('sign-in with Google (query answer) and Apple (form_post)', () => {
  for (const provider of ['google', 'apple'] as const) {
    it(`${provider}: a new person gets an account with a confirmed e-mail and no password, then signs in again with the same identity`, async () => {
      const who = person({ name: 'Noa Neu' });
      const first = await socialSignIn(provider, who);
      expect(first.status).toBe(303);
      expect(first.headers.Location).toBe('/app/onboarding?redirect=%2Fapp%2Flibrary');
      expect(tokenCookie(first)).toMatch(/^knowly_access_token=ey[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax/);
      expect(cookiesOf(first).some((line) => line.startsWith('knowly_refresh=') && line.includes('HttpOnly'))).toBe(true);
      const [account] = await (await getDb()).select().from(accounts).where(eq(accounts.email, who.email));
      expect(account).toMatchObject({ passwordHash: null });
      expect(account?.emailConfirmedOn).toBeInstanceOf(Date);

      const again = await socialSignIn(provider, who);
      expect(again.headers.Location).toBe('/app/library');
      expect(accountOf(tokenCookie(again)!.split(';')[0]!.split('=')[1]!)).toBe(account!.uuid);
    });
  }

  it('never takes over an account of the same e-mail: EmailAccountExistsError for a password account', async () => {
    const email = uniqueEmail('taken');
    expect((await callRoute(signupRoute, { body: { email, name: 'Mia', password: 'lernen2026' } })).status).toBe(201);
    const response = await socialSignIn('google', person({ email }));
    expect(response.headers.Location).toBe('/auth/signin?socialError=EmailAccountExistsError');
    expect(tokenCookie(response)).toBeUndefined();
  });

  it('AppleAccountExistsError when the e-mail signs in with Apple, and the password sign-in and sign-up say so too', async () => {
    const who = person();
    await socialSignIn('apple', who);
    const viaGoogle = await socialSignIn('google', { ...who, sub: `${who.sub}-google` });
    expect(viaGoogle.headers.Location).toBe('/auth/signin?socialError=AppleAccountExistsError');
    expect(errorType(await passwordSignIn(who.email, 'irgendwas2026'))).toBe('AppleAccountExistsError');
    expect(errorType(await callRoute(signupRoute, { body: { email: who.email, name: 'Noa', password: 'lernen2026' } }))).toBe('AppleAccountExistsError');
  });

  it('an unverified e-mail makes no account', async () => {
    const response = await socialSignIn('google', person({ emailVerified: false }));
    expect(response.headers.Location).toBe('/auth/signin?socialError=SocialSignInFailed');
  });

  it('a forged or missing state cookie ends the sign-in without signing in', async () => {
    const forged = await socialSignIn('google', person(), { tamper: (cookie) => `${cookie.slice(0, -3)}abc` });
    expect(forged.headers.Location).toBe('/auth/signin?socialError=SocialSignInFailed');
    expect(tokenCookie(forged)).toBeUndefined();
    const missing = await socialSignIn('google', person(), { tamper: () => 'other=1' });
    expect(missing.headers.Location).toBe('/auth/signin?socialError=SocialSignInFailed');
  });

  it('the international (US) site needs a birth date: a new account is sent to the e-mail sign-up', async () => {
    const response = await socialSignIn('google', person(), { host: 'localhost:3000' });
    expect(response.headers.Location).toBe('/auth/signup?socialError=MinimumAgeRequired');
  });
});

describe('linking and unlinking from the settings', () => {
  it('links Google to a password account, which then signs in with it; unlinks it again', async () => {
    const email = uniqueEmail('link');
    const signup = await callRoute(signupRoute, { body: { email, name: 'Mia', password: 'lernen2026' } });
    const { accessToken } = signup.body as { accessToken: string };
    const id = accountOf(accessToken);
    const who = person({ email: uniqueEmail('gmail') });
    const linked = await socialSignIn('google', who, { intent: 'link', token: accessToken });
    expect(linked.headers.Location).toBe('/app/profile?linked=google');
    const listed = await callRoute(listIdentitiesRoute, { params: { id }, token: accessToken });
    expect(listed.body).toMatchObject({ identities: [{ provider: 'google', email: who.email }], hasPassword: true });

    const signIn = await socialSignIn('google', who);
    expect(accountOf(tokenCookie(signIn)!.split(';')[0]!.split('=')[1]!)).toBe(id);

    expect((await callRoute(unlinkIdentityRoute, { params: { id, provider: 'google' }, token: accessToken })).status).toBe(204);
    expect(await (await getDb()).select().from(accountIdentities).where(eq(accountIdentities.accountUuid, id))).toEqual([]);
  });

  it('an identity of another account cannot be linked (DuplicateError); starting a link needs a sign-in', async () => {
    const who = person();
    await socialSignIn('google', who);
    const other = await callRoute(signupRoute, { body: { email: uniqueEmail('other'), name: 'Ben', password: 'lernen2026' } });
    const response = await socialSignIn('google', who, { intent: 'link', token: (other.body as { accessToken: string }).accessToken });
    expect(response.headers.Location).toBe('/app/profile?socialError=DuplicateError');
    const start = await callRoute(socialStartRoute, { params: { provider: 'google' }, body: { intent: 'link' } });
    expect(errorType(start)).toBe('AuthorizationError');
  });

  it('never unlinks the last way to sign in of an account without a password', async () => {
    const who = person();
    const signedIn = await socialSignIn('apple', who);
    const token = tokenCookie(signedIn)!.split(';')[0]!.split('=')[1]!;
    const response = await callRoute(unlinkIdentityRoute, { params: { id: accountOf(token), provider: 'apple' }, token });
    expect([response.status, errorType(response)]).toEqual([400, 'BadRequestError']);
  });
});
