// Security findings of the audit about throttles beyond sign-in: mail to any address (change e-mail), password
// checks of signed-in routes, and the per-address and per-IP limits of sign-up and password reset.
import { desc, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptchaChallenge } from '../../../lib/api/captcha';
import type { CaptchaChallenge } from '../../../lib/contracts/captcha';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { outboxMails } from '../../db/schema';
import { signupRoute } from '../../users/routes';
import { captchaChallengeRoute } from '../captcha-routes';
import { changeEmailRoute, passwordResetRequestRoute } from '../email-routes';
import { resetLoginThrottle } from '../login-throttle';
import { PASSWORD_CHECK_THROTTLE } from '../password-check-throttle';
import { REQUEST_GATES } from '../request-gates';
import { changePasswordRoute } from '../routes';
import { startTwoFactorRoute } from '../two-factor-routes';

const PASSWORD = 'lernen2026';
let ipCounter = 0;
const newIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const typeOf = (response: { status: number; body: unknown }) => [response.status, errorType(response)];

type Signup = { accessToken: string; user: { accountUuid: string } };
async function signUp(name = 'Mia', ip = newIp()): Promise<Signup> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('abuse'), name, password: PASSWORD }, ip });
  expect(response.status).toBe(201);
  return response.body as Signup;
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(outboxMails).where(sql`lower(${outboxMails.to}) = ${email.toLowerCase()}`).orderBy(desc(outboxMails.createdOn));
}

async function solvedCaptcha(): Promise<string> {
  return solveCaptchaChallenge((await callRoute(captchaChallengeRoute)).body as CaptchaChallenge);
}

beforeEach(() => resetLoginThrottle());

describe('security: mail to any address', () => {
  const change = (me: Signup, newEmail: string, password = PASSWORD) =>
    callRoute(changeEmailRoute, { params: { id: me.user.accountUuid }, body: { newEmail, password }, token: me.accessToken });

  it('sends one change-e-mail confirmation a minute per account: of 10 in a row, 9 are refused with TooManyRequestsError', async () => {
    const me = await signUp();
    const targets = Array.from({ length: 10 }, () => uniqueEmail('target'));
    const answers = [];
    for (const target of targets) answers.push(typeOf(await change(me, target)));
    expect(answers[0]).toEqual([202, undefined]);
    expect(answers.slice(1)).toEqual(Array.from({ length: 9 }, () => [429, 'TooManyRequestsError']));
    const sent = await Promise.all(targets.map(mailsTo));
    expect(sent.flat()).toHaveLength(1);
  });

  it('counts per target address too: a second account cannot mail the same address within the minute', async () => {
    const target = uniqueEmail('target');
    expect(typeOf(await change(await signUp(), target))).toEqual([202, undefined]);
    expect(typeOf(await change(await signUp(), target))).toEqual([429, 'TooManyRequestsError']);
    expect(await mailsTo(target)).toHaveLength(1);
  });

  it('puts no text the user wrote into mail to the unconfirmed address (no display name in the greeting)', async () => {
    const me = await signUp('Visit evil.example to claim your prize');
    const target = uniqueEmail('target');
    expect((await change(me, target)).status).toBe(202);
    const [mail] = await mailsTo(target);
    expect(mail!.text).toMatch(/^Hallo,\n/);
    expect(`${mail!.subject}\n${mail!.text}\n${mail!.html}`).not.toContain('evil.example');
  });
});

describe('security: password-checking routes are throttled', () => {
  it(`refuses password checks of an account after ${PASSWORD_CHECK_THROTTLE.refuseAfter} wrong passwords across its routes, even with the right one`, async () => {
    const me = await signUp();
    const id = me.user.accountUuid;
    const wrongChange = () => callRoute(changePasswordRoute, { params: { id }, body: { oldPassword: 'falsch2026', newPassword: 'neues2026pw' }, token: me.accessToken });
    const wrongTwoFactor = () => callRoute(startTwoFactorRoute, { params: { id }, body: { password: 'falsch2026' }, token: me.accessToken });
    for (let i = 0; i < PASSWORD_CHECK_THROTTLE.refuseAfter; i++) {
      expect(typeOf(await (i % 2 === 0 ? wrongChange() : wrongTwoFactor()))).toEqual([401, 'InvalidCredentialsError']);
    }
    const refused = await callRoute(changePasswordRoute, { params: { id }, body: { oldPassword: PASSWORD, newPassword: 'neues2026pw' }, token: me.accessToken });
    expect(typeOf(refused)).toEqual([429, 'TooManyLoginAttemptsError']);
    expect((refused.body as { error: { data: { retryAfterSeconds: number } } }).error.data.retryAfterSeconds).toBeGreaterThan(PASSWORD_CHECK_THROTTLE.windowSeconds - 60);
    expect(typeOf(await callRoute(changeEmailRoute, { params: { id }, body: { newEmail: uniqueEmail('new'), password: PASSWORD }, token: me.accessToken }))).toEqual([
      429,
      'TooManyLoginAttemptsError',
    ]);
  });

  it('lets the right password through and starts counting afresh after it', async () => {
    const me = await signUp();
    const id = me.user.accountUuid;
    const start = (password: string) => callRoute(startTwoFactorRoute, { params: { id }, body: { password }, token: me.accessToken });
    for (let i = 0; i < PASSWORD_CHECK_THROTTLE.refuseAfter - 1; i++) expect((await start('falsch2026')).status).toBe(401);
    expect((await start(PASSWORD)).status).toBe(200);
    for (let i = 0; i < PASSWORD_CHECK_THROTTLE.refuseAfter - 1; i++) expect((await start('falsch2026')).status).toBe(401);
    expect((await start(PASSWORD)).status).toBe(200);
  });
});

describe('security: sign-up and password reset are limited per address and IP', () => {
  const limits = REQUEST_GATES.signUp;

  it(`asks one IP for a captcha after ${limits.ip.captchaAfter} sign-ups and takes them with a solved one`, async () => {
    const ip = newIp();
    for (let i = 0; i < limits.ip.captchaAfter; i++) await signUp('Mia', ip);
    const body = { email: uniqueEmail('gate'), name: 'Mia', password: PASSWORD };
    expect(typeOf(await callRoute(signupRoute, { body, ip }))).toEqual([401, 'RequiresCaptchaError']);
    expect((await callRoute(signupRoute, { body: { ...body, captcha: await solvedCaptcha() }, ip })).status).toBe(201);
    expect((await callRoute(signupRoute, { body: { ...body, email: uniqueEmail('gate') }, ip: newIp() })).status).toBe(201);
  });

  it('asks for a captcha when one address is tried again (probing whether it is registered)', async () => {
    const ip = newIp();
    const body = { email: uniqueEmail('probe'), name: 'Mia', password: PASSWORD };
    expect((await callRoute(signupRoute, { body, ip })).status).toBe(201);
    expect(typeOf(await callRoute(signupRoute, { body, ip }))).toEqual([409, 'EmailInUseError']);
    expect(typeOf(await callRoute(signupRoute, { body, ip }))).toEqual([401, 'RequiresCaptchaError']);
  });

  it('refuses password resets for many addresses from one IP: a captcha after 5, 429 past the limit', async () => {
    const ip = newIp();
    const reset = (captcha?: string) => callRoute(passwordResetRequestRoute, { body: { email: uniqueEmail('reset'), ...(captcha ? { captcha } : {}) }, ip });
    for (let i = 0; i < REQUEST_GATES.passwordReset.ip.captchaAfter; i++) expect((await reset()).status).toBe(204);
    expect(typeOf(await reset())).toEqual([401, 'RequiresCaptchaError']);
    expect((await reset(await solvedCaptcha())).status).toBe(204);
  });

  it('lets the local machine sign up without a per-IP count (the browser tests, the local site)', async () => {
    for (let i = 0; i < limits.ip.captchaAfter + 2; i++) await signUp('Mia', '127.0.0.1');
  });
});
