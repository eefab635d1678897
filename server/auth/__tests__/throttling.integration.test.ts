// Login throttling (ARCHITECTURE §3, decision 023) through POST /api/auth/oauth/token: failures per account and IP,
// per IP and per account, then a captcha, doubling delays and 429 for the pair and the IP — never for the account
// alone; unsigned requests get half of each limit; a successful sign-in clears the account's count.
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveCaptchaChallenge } from '../../../lib/api/captcha';
import { signRequest } from '../../../lib/api/request-signature';
import type { CaptchaChallenge } from '../../../lib/contracts/captcha';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { signupRoute } from '../../users/routes';
import { captchaChallengeRoute } from '../captcha-routes';
import { createLoginThrottle, LOGIN_THROTTLE, resetLoginThrottle } from '../login-throttle';
import { tokenRoute } from '../routes';
import { confirmTwoFactorRoute, startTwoFactorRoute } from '../two-factor-routes';

const PASSWORD = 'lernen2026';
const WRONG = 'wrong-password1';
let ipCounter = 0;
const newIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const typeOf = (response: { status: number; body: unknown }) => [response.status, errorType(response)];

async function newAccount() {
  const email = uniqueEmail('throttle');
  const response = await callRoute(signupRoute, { body: { email, name: 'Mia', password: PASSWORD } });
  expect(response.status).toBe(201);
  return { email, token: (response.body as { accessToken: string }).accessToken };
}

async function solvedCaptcha(): Promise<string> {
  const response = await callRoute(captchaChallengeRoute);
  expect(response.status).toBe(200);
  return solveCaptchaChallenge(response.body as CaptchaChallenge);
}

type Attempt = { email: string; password?: string; ip: string; signed?: boolean; captcha?: string; totp?: string };
async function signIn({ email, password = PASSWORD, ip, signed = true, captcha, totp }: Attempt) {
  const headers: Record<string, string> = signed ? { 'x-signature': (await signRequest('POST', tokenRoute.path, Date.now()))! } : {};
  return callRoute(tokenRoute, { body: { email, password, ...(captcha ? { captcha } : {}), ...(totp ? { totp } : {}) }, ip, headers });
}

async function fail(times: number, attempt: Omit<Attempt, 'password'>) {
  for (let i = 0; i < times; i++) expect(typeOf(await signIn({ ...attempt, password: WRONG }))).toEqual([401, 'InvalidCredentialsError']);
}

// Without the doubling delays, so that tests can count past the captcha limit at once; the delays have their own test.
beforeEach(() => resetLoginThrottle(createLoginThrottle({ firstDelaySeconds: 0 })));
afterEach(() => vi.useRealTimers());

describe('per account and IP', () => {
  it('after 3 wrong passwords asks for a captcha even with the right password; a solved captcha lets it in', async () => {
    const { email } = await newAccount();
    const ip = newIp();
    await fail(3, { email, ip });
    const refused = await signIn({ email, ip });
    expect(refused).toMatchObject({ status: 401, body: { error: { type: 'RequiresCaptchaError', data: { challengeUrl: '/api/auth/captcha' } } } });
    expect(typeOf(await signIn({ email, ip, captcha: 'bm90IGEgc29sdXRpb24=' }))).toEqual([401, 'RequiresCaptchaError']);
    expect((await signIn({ email, ip, captcha: await solvedCaptcha() })).status).toBe(200);
  });

  it('counts the e-mail case-insensitively and also for unknown e-mails', async () => {
    const email = uniqueEmail('nobody');
    const ip = newIp();
    await fail(2, { email, ip });
    await fail(1, { email: email.toUpperCase(), ip });
    expect(typeOf(await signIn({ email, ip }))).toEqual([401, 'RequiresCaptchaError']);
  });

  it('takes each solved captcha once', async () => {
    const { email } = await newAccount();
    const ip = newIp();
    await fail(3, { email, ip });
    const captcha = await solvedCaptcha();
    expect(typeOf(await signIn({ email, ip, password: WRONG, captcha }))).toEqual([401, 'InvalidCredentialsError']);
    expect(typeOf(await signIn({ email, ip, captcha }))).toEqual([401, 'RequiresCaptchaError']);
  });

  it('refuses the pair after 10 failures, right password and captcha or not, with TooManyLoginAttemptsError and retryAfterSeconds', async () => {
    const { email } = await newAccount();
    const ip = newIp();
    await fail(LOGIN_THROTTLE.captchaAfter.pair, { email, ip });
    for (let i = LOGIN_THROTTLE.captchaAfter.pair; i < LOGIN_THROTTLE.refuseAfter.pair; i++) {
      expect(typeOf(await signIn({ email, ip, password: WRONG, captcha: await solvedCaptcha() }))).toEqual([401, 'InvalidCredentialsError']);
    }
    const refused = await signIn({ email, ip, captcha: await solvedCaptcha() });
    expect(typeOf(refused)).toEqual([429, 'TooManyLoginAttemptsError']);
    const { retryAfterSeconds } = (refused.body as { error: { data: { retryAfterSeconds: number } } }).error.data;
    expect(retryAfterSeconds).toBeGreaterThan(LOGIN_THROTTLE.windowSeconds - 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(LOGIN_THROTTLE.windowSeconds);
  });

  it('makes each failure past the captcha limit wait twice as long as the one before (1 s, 2 s, 4 s)', async () => {
    resetLoginThrottle();
    const { email } = await newAccount();
    const ip = newIp();
    await fail(LOGIN_THROTTLE.captchaAfter.pair, { email, ip });
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const seconds of [1, 2, 4]) {
      expect(typeOf(await signIn({ email, ip, password: WRONG, captcha: await solvedCaptcha() }))).toEqual([401, 'InvalidCredentialsError']);
      const waiting = await signIn({ email, ip, captcha: await solvedCaptcha() });
      expect(waiting).toMatchObject({ status: 429, body: { error: { type: 'TooManyLoginAttemptsError', data: { retryAfterSeconds: seconds } } } });
      vi.setSystemTime(Date.now() + seconds * 1000);
    }
    expect((await signIn({ email, ip, captcha: await solvedCaptcha() })).status).toBe(200);
  });
});

describe('security: lockout of any account', () => {
  it('failures from other addresses never lock the owner out: past 5 they ask for a captcha, and the right password with a solved captcha signs in', async () => {
    const { email } = await newAccount();
    // An attacker guesses from two addresses until each of them is refused.
    for (let attacker = 0; attacker < 2; attacker++) {
      const ip = newIp();
      for (let i = 0; i < LOGIN_THROTTLE.refuseAfter.pair; i++) {
        const response = await signIn({ email, ip, password: WRONG, captcha: await solvedCaptcha() });
        expect(typeOf(response)).toEqual([401, 'InvalidCredentialsError']);
      }
      expect(typeOf(await signIn({ email, ip, password: WRONG, captcha: await solvedCaptcha() }))).toEqual([429, 'TooManyLoginAttemptsError']);
    }
    const owner = newIp();
    expect(typeOf(await signIn({ email, ip: owner }))).toEqual([401, 'RequiresCaptchaError']);
    expect((await signIn({ email, ip: owner, captcha: await solvedCaptcha() })).status).toBe(200);
  }, 60_000);

  it('asks every address for a captcha after 5 failures of the account from anywhere', async () => {
    const { email } = await newAccount();
    for (let i = 0; i < LOGIN_THROTTLE.captchaAfter.account; i++) await fail(1, { email, ip: newIp() });
    expect(typeOf(await signIn({ email, ip: newIp() }))).toEqual([401, 'RequiresCaptchaError']);
  });
});

describe('per account', () => {
  it('starts counting afresh after a successful sign-in', async () => {
    const { email } = await newAccount();
    const ip = newIp();
    await fail(3, { email, ip });
    expect((await signIn({ email, ip, captcha: await solvedCaptcha() })).status).toBe(200);
    await fail(3, { email, ip });
    expect(typeOf(await signIn({ email, ip }))).toEqual([401, 'RequiresCaptchaError']);
    expect((await signIn({ email, ip, captcha: await solvedCaptcha() })).status).toBe(200);
    await fail(2, { email, ip });
    expect((await signIn({ email, ip })).status).toBe(200);
  });

  it('counts wrong second-factor codes as failures', async () => {
    const account = await newAccount();
    const id = JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString()).acc as string;
    const { secret } = (await callRoute(startTwoFactorRoute, { params: { id }, token: account.token, body: { password: PASSWORD } })).body as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    expect((await callRoute(confirmTwoFactorRoute, { params: { id }, token: account.token, body: { totp: totp.generate() } })).status).toBe(200);
    const ip = newIp();
    const wrongCode = totp.generate({ timestamp: Date.now() + 10 * 30_000 });
    for (let i = 0; i < 3; i++) expect(typeOf(await signIn({ email: account.email, ip, totp: wrongCode }))).toEqual([400, 'Invalid2FATokenError']);
    expect(typeOf(await signIn({ email: account.email, ip }))).toEqual([401, 'RequiresCaptchaError']);
  });
});

describe('per IP', () => {
  it('asks for a captcha after 10 failures from one IP across different accounts, and only from that IP', async () => {
    const ip = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.captchaAfter.ip; i++) await fail(1, { email: uniqueEmail('spray'), ip });
    const { email } = await newAccount();
    expect(typeOf(await signIn({ email, ip }))).toEqual([401, 'RequiresCaptchaError']);
    expect((await signIn({ email, ip: newIp() })).status).toBe(200);
  });

  it('refuses an unsigned caller after 25 failures (half of 50) however many captchas it solves', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) await fail(1, { email: uniqueEmail('spray'), ip, signed: false });
    for (let i = 5; i < 25; i++) {
      expect(typeOf(await signIn({ email: uniqueEmail('spray'), ip, signed: false, password: WRONG, captcha: await solvedCaptcha() }))).toEqual([401, 'InvalidCredentialsError']);
    }
    const { email } = await newAccount();
    expect(typeOf(await signIn({ email, ip, signed: false, captcha: await solvedCaptcha() }))).toEqual([429, 'TooManyLoginAttemptsError']);
    expect((await signIn({ email, ip: newIp(), signed: false })).status).toBe(200);
  }, 60_000);
});

describe('unsigned requests', () => {
  it('get half the limits: a captcha after 2 failures of an account, where a signed request still gets in', async () => {
    const { email } = await newAccount();
    const ip = newIp();
    await fail(2, { email, ip, signed: false });
    expect(typeOf(await signIn({ email, ip, signed: false }))).toEqual([401, 'RequiresCaptchaError']);
    expect((await signIn({ email, ip, signed: true })).status).toBe(200);
  });

  it('are refused with BadRequestError when the signature is wrong or stale, before any password check', async () => {
    const { email } = await newAccount();
    const stale = (await signRequest('POST', tokenRoute.path, Date.now() - 6 * 60_000))!;
    const wrongPath = (await signRequest('POST', '/api/auth/oauth/logout', Date.now()))!;
    const send = (signature: string) => callRoute(tokenRoute, { body: { email, password: PASSWORD }, ip: newIp(), headers: { 'x-signature': signature } });
    expect(await send(stale)).toMatchObject({ status: 400, body: { error: { type: 'BadRequestError', data: { reason: 'stale signature' } } } });
    expect(await send(wrongPath)).toMatchObject({ status: 400, body: { error: { type: 'BadRequestError', data: { reason: 'invalid signature' } } } });
  });
});

describe('a caller on this machine', () => {
  it('is not counted per IP (the local site, the browser tests), but per account and pair as anyone', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.captchaAfter.ip; i++) await fail(1, { email: uniqueEmail('local'), ip: '127.0.0.1' });
    const { email } = await newAccount();
    expect((await signIn({ email, ip: '127.0.0.1' })).status).toBe(200);
    await fail(LOGIN_THROTTLE.captchaAfter.pair, { email, ip: '127.0.0.1' });
    expect(typeOf(await signIn({ email, ip: '127.0.0.1' }))).toEqual([401, 'RequiresCaptchaError']);
  });
});
