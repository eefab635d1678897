// Two-factor sign-in (TOTP): setup, confirm, sign-in with a code (each code once) or a recovery code (each once),
// renewing the recovery codes, turning it off; owners only.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signRequest } from '../../../lib/api/request-signature';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { accounts, recoveryCodes } from '../../db/schema';
import { meRoute, signupRoute } from '../../users/routes';
import { resetLoginThrottle } from '../login-throttle';
import { tokenRoute } from '../routes';
import { confirmTwoFactorRoute, disableTwoFactorRoute, renewRecoveryCodesRoute, startTwoFactorRoute } from '../two-factor-routes';

const PASSWORD = 'lernen2026';
const STEP_MS = 30_000;
type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

/** The code of the authenticator app, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });
const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).acc as string;
const typeOf = (response: { status: number; body: unknown }) => [response.status, errorType(response)];

async function newAccount() {
  const email = uniqueEmail('twofa');
  const response = await callRoute(signupRoute, { body: { email, name: 'Mia', password: PASSWORD } });
  const { accessToken } = response.body as { accessToken: string };
  return { email, token: accessToken, id: accountOf(accessToken) };
}

const setup = (account: { id: string; token: string }, password = PASSWORD) =>
  callRoute(startTwoFactorRoute, { params: { id: account.id }, token: account.token, body: { password } });
const confirm = (account: { id: string; token: string }, totp: string) => callRoute(confirmTwoFactorRoute, { params: { id: account.id }, token: account.token, body: { totp } });
type PasswordAndFactor = { password: string; totp?: string; recoveryCode?: string };
const disable = (account: { id: string; token: string }, body: PasswordAndFactor) =>
  callRoute(disableTwoFactorRoute, { params: { id: account.id }, token: account.token, body });
const renew = (account: { id: string; token: string }, body: PasswordAndFactor) =>
  callRoute(renewRecoveryCodesRoute, { params: { id: account.id }, token: account.token, body });
/** A sign-in as the web client sends it: signed, so under the normal throttling limits. */
const signIn = async (email: string, factor?: string | { recoveryCode: string }) =>
  callRoute(tokenRoute, {
    body: { email, password: PASSWORD, ...(typeof factor === 'string' ? { totp: factor } : factor) },
    headers: { 'x-signature': (await signRequest('POST', tokenRoute.path, Date.now()))! },
  });
const codesLeft = async (account: { token: string }) => ((await callRoute(meRoute, { token: account.token })).body as { recoveryCodesLeft: number }).recoveryCodesLeft;

async function accountWithTwoFactor() {
  const account = await newAccount();
  const { secret } = (await setup(account)).body as Setup;
  const confirmed = await confirm(account, codeOf(secret, -1));
  expect(confirmed.status).toBe(200);
  return { ...account, secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}

beforeEach(() => {
  // Date only: the middle of a time step, so that a test never straddles a step boundary by accident.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2);
  resetLoginThrottle();
});
afterEach(() => vi.useRealTimers());

describe('POST /api/auth/accounts/{id}/2fa (setup)', () => {
  it('answers a new secret with its otpauth URI (issuer Knowly, label = e-mail) and QR code, not yet in force', async () => {
    const account = await newAccount();
    const response = await setup(account);
    expect(response.status).toBe(200);
    const body = response.body as Setup;
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect([url.host, decodeURIComponent(url.pathname)]).toEqual(['totp', `/Knowly:${account.email}`]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ issuer: 'Knowly', secret: body.secret, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [stored] = await (await getDb()).select().from(accounts).where(eq(accounts.uuid, account.id));
    expect(stored).toMatchObject({ totpSecret: body.secret, totpEnabledOn: null });
    expect((await signIn(account.email)).status).toBe(200);
  });

  it('refuses a wrong password with InvalidCredentialsError', async () => {
    const account = await newAccount();
    expect(typeOf(await setup(account, 'wrong-password1'))).toEqual([401, 'InvalidCredentialsError']);
  });

  it('answers DuplicateError when 2FA is on already', async () => {
    const account = await accountWithTwoFactor();
    expect(typeOf(await setup(account))).toEqual([409, 'DuplicateError']);
  });

  it("refuses another user's account with ForbiddenError and a call without token with AuthorizationError", async () => {
    const account = await newAccount();
    const other = await newAccount();
    expect(typeOf(await setup({ id: other.id, token: account.token }))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await callRoute(startTwoFactorRoute, { params: { id: account.id }, body: { password: PASSWORD } }))).toEqual([401, 'AuthorizationError']);
  });
});

describe('POST /api/auth/accounts/{id}/2fa/confirm', () => {
  it('puts 2FA in force with a right code', async () => {
    const account = await newAccount();
    const { secret } = (await setup(account)).body as Setup;
    const response = await confirm(account, codeOf(secret));
    expect(response).toMatchObject({ status: 200, body: { twoFactorEnabled: true } });
    const [stored] = await (await getDb()).select().from(accounts).where(eq(accounts.uuid, account.id));
    expect(stored?.totpEnabledOn).toBeInstanceOf(Date);
    expect(typeOf(await signIn(account.email))).toEqual([401, 'Requires2FAError']);
  });

  it('refuses a wrong code with Invalid2FATokenError and leaves 2FA off', async () => {
    const account = await newAccount();
    const { secret } = (await setup(account)).body as Setup;
    expect(typeOf(await confirm(account, codeOf(secret, 3)))).toEqual([400, 'Invalid2FATokenError']);
    expect((await signIn(account.email)).status).toBe(200);
  });

  it('answers BadRequestError without a setup, DuplicateError when already on', async () => {
    const account = await newAccount();
    expect(typeOf(await confirm(account, '123456'))).toEqual([400, 'BadRequestError']);
    const on = await accountWithTwoFactor();
    expect(typeOf(await confirm(on, codeOf(on.secret, 1)))).toEqual([409, 'DuplicateError']);
  });

  it('is for the owner only', async () => {
    const account = await newAccount();
    const other = await newAccount();
    expect(typeOf(await confirm({ id: other.id, token: account.token }, '123456'))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await callRoute(confirmTwoFactorRoute, { params: { id: account.id }, body: { totp: '123456' } }))).toEqual([401, 'AuthorizationError']);
  });
});

describe('sign-in with 2FA on (POST /api/auth/oauth/token)', () => {
  it('asks for the code after a right password, checks it, and takes each code once', async () => {
    const account = await accountWithTwoFactor();
    expect(typeOf(await signIn(account.email))).toEqual([401, 'Requires2FAError']);
    expect(typeOf(await signIn(account.email, codeOf(account.secret, 5)))).toEqual([400, 'Invalid2FATokenError']);
    const code = codeOf(account.secret);
    const signedIn = await signIn(account.email, code);
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body as object).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(typeOf(await signIn(account.email, code))).toEqual([400, 'Invalid2FATokenError']);
    // The code of the step before is refused too once a later one was used; the next step's code works.
    expect(typeOf(await signIn(account.email, codeOf(account.secret, -1)))).toEqual([400, 'Invalid2FATokenError']);
    expect((await signIn(account.email, codeOf(account.secret, 1))).status).toBe(200);
  });

  it('says InvalidCredentialsError for a wrong password, whatever the code', async () => {
    const account = await accountWithTwoFactor();
    const response = await callRoute(tokenRoute, { body: { email: account.email, password: 'wrong-password1', totp: codeOf(account.secret) } });
    expect(typeOf(response)).toEqual([401, 'InvalidCredentialsError']);
  });

  it('accepts codes one step off (clock drift) but not two', async () => {
    const account = await accountWithTwoFactor();
    vi.setSystemTime(Date.now() + 10 * STEP_MS);
    expect(typeOf(await signIn(account.email, codeOf(account.secret, -2)))).toEqual([400, 'Invalid2FATokenError']);
    expect((await signIn(account.email, codeOf(account.secret, -1))).status).toBe(200);
  });
});

describe('DELETE /api/auth/accounts/{id}/2fa', () => {
  it('needs the password and a right code, then deletes the secret and signs in without code', async () => {
    const account = await accountWithTwoFactor();
    expect(typeOf(await disable(account, { password: 'wrong-password1', totp: codeOf(account.secret) }))).toEqual([401, 'InvalidCredentialsError']);
    expect(typeOf(await disable(account, { password: PASSWORD, totp: codeOf(account.secret, 4) }))).toEqual([400, 'Invalid2FATokenError']);
    const response = await disable(account, { password: PASSWORD, totp: codeOf(account.secret) });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    const [stored] = await (await getDb()).select().from(accounts).where(eq(accounts.uuid, account.id));
    expect(stored).toMatchObject({ totpSecret: null, totpEnabledOn: null });
    expect((await signIn(account.email)).status).toBe(200);
  });

  it('answers BadRequestError when 2FA is not on', async () => {
    const account = await newAccount();
    expect(typeOf(await disable(account, { password: PASSWORD, totp: '123456' }))).toEqual([400, 'BadRequestError']);
  });

  it('is for the owner only', async () => {
    const account = await accountWithTwoFactor();
    const other = await newAccount();
    expect(typeOf(await disable({ id: account.id, token: other.token }, { password: PASSWORD, totp: codeOf(account.secret) }))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await callRoute(disableTwoFactorRoute, { params: { id: account.id }, body: { password: PASSWORD, totp: '123456' } }))).toEqual([401, 'AuthorizationError']);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes shown once at confirm; only their hashes are stored', async () => {
    const account = await accountWithTwoFactor();
    expect(account.recoveryCodes).toHaveLength(10);
    expect(new Set(account.recoveryCodes).size).toBe(10);
    for (const code of account.recoveryCodes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    const stored = await (await getDb()).select().from(recoveryCodes).where(eq(recoveryCodes.accountUuid, account.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of account.recoveryCodes) expect(storedText).not.toContain(code.replace('-', ''));
    expect(await codesLeft(account)).toBe(10);
  });

  it('each signs in once in place of an app code, typed in any case and with spaces; a used one is Invalid2FATokenError', async () => {
    const account = await accountWithTwoFactor();
    const [first, second] = account.recoveryCodes as [string, string];
    expect((await signIn(account.email, { recoveryCode: first })).status).toBe(200);
    expect(typeOf(await signIn(account.email, { recoveryCode: first }))).toEqual([400, 'Invalid2FATokenError']);
    expect((await signIn(account.email, { recoveryCode: ` ${second.toUpperCase().replace('-', ' ')} ` })).status).toBe(200);
    expect(await codesLeft(account)).toBe(8);
  });

  it("are refused for another account, and a made-up code is Invalid2FATokenError", async () => {
    const account = await accountWithTwoFactor();
    const other = await accountWithTwoFactor();
    expect(typeOf(await signIn(other.email, { recoveryCode: account.recoveryCodes[0]! }))).toEqual([400, 'Invalid2FATokenError']);
    expect(typeOf(await signIn(account.email, { recoveryCode: 'aaaaa-bbbbb' }))).toEqual([400, 'Invalid2FATokenError']);
    expect(typeOf(await signIn(account.email, { recoveryCode: 'not a code!' }))).toEqual([400, 'FormValidationError']);
    expect(await codesLeft(account)).toBe(10);
  });

  it('renewing needs the password and a second factor, gives ten new codes and voids the old ones', async () => {
    const account = await accountWithTwoFactor();
    expect(typeOf(await renew(account, { password: 'wrong-password1', totp: codeOf(account.secret) }))).toEqual([401, 'InvalidCredentialsError']);
    expect(typeOf(await renew(account, { password: PASSWORD }))).toEqual([400, 'FormValidationError']);
    const renewed = await renew(account, { password: PASSWORD, recoveryCode: account.recoveryCodes[0]! });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => account.recoveryCodes.includes(code))).toEqual([]);
    expect(typeOf(await signIn(account.email, { recoveryCode: account.recoveryCodes[1]! }))).toEqual([400, 'Invalid2FATokenError']);
    expect((await signIn(account.email, { recoveryCode: fresh[0]! })).status).toBe(200);
    expect(await codesLeft(account)).toBe(9);
  });

  it('renewing is BadRequestError while 2FA is off, and for the owner only', async () => {
    const account = await newAccount();
    expect(typeOf(await renew(account, { password: PASSWORD, totp: '123456' }))).toEqual([400, 'BadRequestError']);
    const withTwoFactor = await accountWithTwoFactor();
    expect(typeOf(await renew({ id: withTwoFactor.id, token: account.token }, { password: PASSWORD, totp: codeOf(withTwoFactor.secret) }))).toEqual([403, 'ForbiddenError']);
  });

  it('turn 2FA off in place of an app code (a lost phone), and go with it', async () => {
    const account = await accountWithTwoFactor();
    expect((await disable(account, { password: PASSWORD, recoveryCode: account.recoveryCodes[3]! })).status).toBe(204);
    expect(await (await getDb()).select().from(recoveryCodes).where(eq(recoveryCodes.accountUuid, account.id))).toEqual([]);
    expect(await codesLeft(account)).toBe(0);
    expect((await signIn(account.email)).status).toBe(200);
  });
});
