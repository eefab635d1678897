import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { accounts, emailTokens, outboxMails } from '../../db/schema';
import { meRoute, signupRoute } from '../../users/routes';
import { requireConfirmedEmail } from '../email-confirmation';
import { changeEmailRoute, confirmEmailRoute, passwordResetConfirmRoute, passwordResetRequestRoute, resendConfirmationRoute } from '../email-routes';
import { hashEmailToken } from '../email-tokens';
import { tokenRoute } from '../routes';

type Signup = { user: { uuid: string; accountUuid: string; email: string }; accessToken: string; refreshToken: string };
type ErrorBody = { error: { type: string; data: Record<string, unknown> } };

const PASSWORD = 'lernen2026';
let ipCounter = 1;
/** A fresh caller address per sign-in attempt, so that the login throttle's per-IP count never gets in the way. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function signUp(email = uniqueEmail(), { host = 'de.localhost:3000', headers = {} }: { host?: string; headers?: Record<string, string> } = {}) {
  const response = await callRoute(signupRoute, { body: { email, name: 'Mia', password: PASSWORD }, host, headers });
  expect(response.status).toBe(201);
  return response.body as Signup;
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(outboxMails).where(sql`lower(${outboxMails.to}) = ${email.toLowerCase()}`).orderBy(desc(outboxMails.createdOn));
}

const tokenOf = (mail: { text: string }) => /token=([0-9a-f-]{36})/.exec(mail.text)?.[1];

async function latestToken(email: string, emailType: string): Promise<string> {
  const mail = (await mailsTo(email)).find((candidate) => candidate.emailType === emailType);
  const token = mail && tokenOf(mail);
  if (!token) throw new Error(`no ${emailType} mail to ${email}`);
  return token;
}

const signIn = (email: string, password = PASSWORD) => callRoute(tokenRoute, { body: { email, password }, ip: nextIp() });
const reason = (response: { body: unknown }) => (response.body as ErrorBody).error.data.reason;
const confirm = (confirmationToken: string) => callRoute(confirmEmailRoute, { body: { confirmationToken } });
const resend = (accountUuid: string, token?: string) => callRoute(resendConfirmationRoute, { params: { id: accountUuid }, token });

afterEach(() => {
  vi.useRealTimers();
});

describe('the confirmation mail of a sign-up', () => {
  it('is written to the outbox in the interface language, with an absolute link on the user’s site', async () => {
    const { user } = await signUp();
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ emailType: 'confirm-email', userUuid: user.uuid, subject: 'Bestätige deine E-Mail-Adresse' });
    // No name in mail to an address nobody has confirmed yet (the name is text the user wrote).
    expect(mail!.text).toMatch(/^Hallo,\n/);
    expect(mail!.text).toMatch(/http:\/\/de\.localhost:3000\/auth\/confirm\?token=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n/);
    expect(mail!.html).toContain(`href="http://de.localhost:3000/auth/confirm?token=${tokenOf(mail!)}"`);
  });

  it('prefixes the link with the interface locale when it is not the site’s own', async () => {
    const { user } = await signUp(uniqueEmail(), { headers: { 'x-interface-language': 'fr' } });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Confirme ton adresse e-mail');
    expect(mail!.text).toContain('http://de.localhost:3000/fr/auth/confirm?token=');
  });

  it('stores only a hash of the token', async () => {
    const { user } = await signUp();
    const token = await latestToken(user.email, 'confirm-email');
    const rows = await (await getDb()).select().from(emailTokens).where(eq(emailTokens.accountUuid, user.accountUuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'confirm-email', email: user.email, tokenHash: hashEmailToken(token), usedOn: null });
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /api/auth/accounts/confirm-email', () => {
  it('confirms the address once; the same link again answers reason "used"', async () => {
    const { user, accessToken } = await signUp();
    const token = await latestToken(user.email, 'confirm-email');
    const response = await confirm(token);
    expect(response).toMatchObject({ status: 200, body: { email: user.email, emailConfirmed: true } });
    expect((await callRoute(meRoute, { token: accessToken })).body).toMatchObject({ emailConfirmed: true });

    const again = await confirm(token);
    expect([again.status, errorType(again), reason(again)]).toEqual([400, 'BadRequestError', 'used']);
  });

  it('answers reason "unknown" for a token it never issued', async () => {
    const response = await confirm(randomUUID());
    expect([response.status, errorType(response), reason(response)]).toEqual([400, 'BadRequestError', 'unknown']);
  });

  it('answers reason "expired" for an expired token and leaves the address unconfirmed', async () => {
    const { user, accessToken } = await signUp();
    const token = await latestToken(user.email, 'confirm-email');
    await (await getDb()).update(emailTokens).set({ expiresOn: new Date(Date.now() - 1000) }).where(eq(emailTokens.tokenHash, hashEmailToken(token)));
    const response = await confirm(token);
    expect([response.status, errorType(response), reason(response)]).toEqual([400, 'BadRequestError', 'expired']);
    expect((await callRoute(meRoute, { token: accessToken })).body).toMatchObject({ emailConfirmed: false });
  });

  it.each([['too short', '1234'], ['not hexadecimal', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'], ['a number', 42]])('refuses a malformed token (%s) with FormValidationError', async (_label, confirmationToken) => {
    const response = await callRoute(confirmEmailRoute, { body: { confirmationToken } });
    expect([response.status, errorType(response)]).toEqual([400, 'FormValidationError']);
  });

  it('accepts only the newest link: a resend expires the earlier one', async () => {
    const { user } = await signUp();
    const first = await latestToken(user.email, 'confirm-email');
    expect((await resend(user.accountUuid)).status).toBe(204);
    const second = await latestToken(user.email, 'confirm-email');
    expect(second).not.toBe(first);
    expect(reason(await confirm(first))).toBe('expired');
    expect((await confirm(second)).status).toBe(200);
  });

  it('does not accept a password-reset token', async () => {
    const { user } = await signUp();
    expect((await callRoute(passwordResetRequestRoute, { body: { email: user.email } })).status).toBe(204);
    const resetToken = await latestToken(user.email, 'reset-password');
    expect(reason(await confirm(resetToken))).toBe('unknown');
  });
});

describe('POST /api/auth/accounts/{id}/resendconfirmation', () => {
  it('sends a new mail without a token, at most once a minute (TooManyRequestsError with retryAfterSeconds)', async () => {
    const { user } = await signUp();
    expect((await resend(user.accountUuid)).status).toBe(204);
    expect((await mailsTo(user.email)).filter((mail) => mail.emailType === 'confirm-email')).toHaveLength(2);

    const throttled = await resend(user.accountUuid);
    expect([throttled.status, errorType(throttled)]).toEqual([429, 'TooManyRequestsError']);
    const { retryAfterSeconds } = (throttled.body as ErrorBody).error.data as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await mailsTo(user.email)).filter((mail) => mail.emailType === 'confirm-email')).toHaveLength(2);
  });

  it('sends at most 5 a day', async () => {
    const { user } = await signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let index = 0; index < 5; index += 1) {
      vi.setSystemTime(start + index * 61_000);
      expect((await resend(user.accountUuid)).status).toBe(204);
    }
    vi.setSystemTime(start + 5 * 61_000);
    const throttled = await resend(user.accountUuid);
    expect([throttled.status, errorType(throttled)]).toEqual([429, 'TooManyRequestsError']);
    expect(((throttled.body as ErrorBody).error.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(23 * 60 * 60);
    vi.setSystemTime(start + 24 * 60 * 60 * 1000 + 1000);
    expect((await resend(user.accountUuid)).status).toBe(204);
  });

  it('answers 204 without a mail for a confirmed account and for an unknown one', async () => {
    const { user } = await signUp();
    await confirm(await latestToken(user.email, 'confirm-email'));
    expect((await resend(user.accountUuid)).status).toBe(204);
    expect(await mailsTo(user.email)).toHaveLength(1);

    const before = await (await getDb()).select({ count: sql<number>`count(*)::int` }).from(outboxMails);
    expect((await resend(randomUUID())).status).toBe(204);
    const after = await (await getDb()).select({ count: sql<number>`count(*)::int` }).from(outboxMails);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('with a token, works for your own account only', async () => {
    const me = await signUp();
    const other = await signUp();
    const forbidden = await resend(other.user.accountUuid, me.accessToken);
    expect([forbidden.status, errorType(forbidden)]).toEqual([403, 'ForbiddenError']);
    expect((await resend(me.user.accountUuid, me.accessToken)).status).toBe(204);
    expect(errorType(await resend(me.user.accountUuid, 'not-a-jwt'))).toBe('AuthorizationError');
  });

  it('refuses an id that is not a uuid', async () => {
    const response = await resend('../../etc');
    expect([response.status, errorType(response)]).toEqual([400, 'FormValidationError']);
  });
});

describe('PATCH /api/auth/accounts/{id}/email', () => {
  const change = (accountUuid: string, body: unknown, token?: string) => callRoute(changeEmailRoute, { params: { id: accountUuid }, body, token });

  it('needs a sign-in, your own account and your password', async () => {
    const me = await signUp();
    const other = await signUp();
    const body = { newEmail: uniqueEmail('new'), password: PASSWORD };
    const anonymous = await change(me.user.accountUuid, body);
    expect([anonymous.status, errorType(anonymous)]).toEqual([401, 'AuthorizationError']);
    const foreign = await change(other.user.accountUuid, body, me.accessToken);
    expect([foreign.status, errorType(foreign)]).toEqual([403, 'ForbiddenError']);
    const wrongPassword = await change(me.user.accountUuid, { ...body, password: 'falsch2026' }, me.accessToken);
    expect([wrongPassword.status, errorType(wrongPassword)]).toEqual([401, 'InvalidCredentialsError']);
    expect(await mailsTo(body.newEmail)).toHaveLength(0);
  });

  it('refuses your own address and one in use by another account with EmailInUseError', async () => {
    const me = await signUp();
    const other = await signUp();
    const own = await change(me.user.accountUuid, { newEmail: me.user.email.toUpperCase(), password: PASSWORD }, me.accessToken);
    expect([own.status, errorType(own)]).toEqual([409, 'EmailInUseError']);
    const taken = await change(me.user.accountUuid, { newEmail: other.user.email, password: PASSWORD }, me.accessToken);
    expect([taken.status, errorType(taken)]).toEqual([409, 'EmailInUseError']);
  });

  it('changes the address only once the link sent to the new one is opened, then notifies the old one', async () => {
    const me = await signUp();
    const newEmail = uniqueEmail('new');
    const response = await change(me.user.accountUuid, { newEmail: newEmail.toUpperCase(), password: PASSWORD }, me.accessToken);
    expect(response).toMatchObject({ status: 202, body: { pendingEmail: newEmail } });
    expect((await callRoute(meRoute, { token: me.accessToken })).body).toMatchObject({ email: me.user.email });

    const [mail] = await mailsTo(newEmail);
    expect(mail).toMatchObject({ emailType: 'change-email', subject: 'Bestätige deine neue E-Mail-Adresse' });
    expect(mail!.text).toContain(newEmail);
    expect(mail!.text).toMatch(/http:\/\/de\.localhost:3000\/auth\/confirm\?token=[0-9a-f-]{36}&change=1/);

    const confirmed = await confirm(tokenOf(mail!)!);
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail, emailConfirmed: true } });
    expect((await callRoute(meRoute, { token: me.accessToken })).body).toMatchObject({ email: newEmail, emailConfirmed: true });

    const notice = (await mailsTo(me.user.email)).find((candidate) => candidate.emailType === 'email-changed');
    expect(notice).toBeDefined();
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).toContain('http://de.localhost:3000/legal/contact');

    expect((await signIn(newEmail)).status).toBe(200);
    expect(errorType(await signIn(me.user.email))).toBe('InvalidCredentialsError');
  });

  it('answers EmailInUseError on confirmation when someone took the address meanwhile', async () => {
    const me = await signUp();
    const newEmail = uniqueEmail('contested');
    expect((await change(me.user.accountUuid, { newEmail, password: PASSWORD }, me.accessToken)).status).toBe(202);
    const token = await latestToken(newEmail, 'change-email');
    await signUp(newEmail);
    const response = await confirm(token);
    expect([response.status, errorType(response)]).toEqual([409, 'EmailInUseError']);
    expect((await callRoute(meRoute, { token: me.accessToken })).body).toMatchObject({ email: me.user.email });
  });

  it('makes an older confirmation link of the previous address useless', async () => {
    const me = await signUp();
    const oldConfirmation = await latestToken(me.user.email, 'confirm-email');
    const newEmail = uniqueEmail('moved');
    await change(me.user.accountUuid, { newEmail, password: PASSWORD }, me.accessToken);
    await confirm(await latestToken(newEmail, 'change-email'));
    expect(reason(await confirm(oldConfirmation))).toBe('expired');
  });
});

describe('forgot password', () => {
  const requestReset = (email: string) => callRoute(passwordResetRequestRoute, { body: { email } });
  const reset = (token: string, newPassword: string) => callRoute(passwordResetConfirmRoute, { body: { token, newPassword } });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await requestReset(email)).status).toBe(204);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('is throttled per address, known or not', async () => {
    const { user } = await signUp();
    const unknown = uniqueEmail('nobody');
    for (const email of [user.email, unknown]) {
      expect((await requestReset(email)).status).toBe(204);
      const again = await requestReset(email.toUpperCase());
      expect([again.status, errorType(again)]).toEqual([429, 'TooManyRequestsError']);
    }
    expect((await mailsTo(user.email)).filter((mail) => mail.emailType === 'reset-password')).toHaveLength(1);
  });

  it('sets the new password with the mailed link, ends every sign-in and confirms the address', async () => {
    const { user, refreshToken, accessToken } = await signUp();
    expect((await requestReset(user.email)).status).toBe(204);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ emailType: 'reset-password', subject: 'Setze dein Knowly-Passwort zurück' });
    expect(mail!.text).toMatch(/http:\/\/de\.localhost:3000\/auth\/reset-password\?token=[0-9a-f-]{36}/);
    const token = tokenOf(mail!)!;

    const weak = await reset(token, 'short');
    expect([weak.status, errorType(weak)]).toEqual([400, 'FormValidationError']);

    expect((await reset(token, 'vergessen2027')).status).toBe(204);
    const refresh = await callRoute(tokenRoute, { body: { refreshToken } });
    expect([refresh.status, errorType(refresh)]).toEqual([401, 'AuthorizationError']);
    expect(errorType(await signIn(user.email, PASSWORD))).toBe('InvalidCredentialsError');
    const signedIn = await signIn(user.email, 'vergessen2027');
    expect(signedIn.status).toBe(200);
    expect(errorType(await callRoute(meRoute, { token: accessToken }))).toBe('AuthorizationError');
    expect((await callRoute(meRoute, { token: (signedIn.body as { accessToken: string }).accessToken })).body).toMatchObject({ emailConfirmed: true });

    const again = await reset(token, 'nochmal2028');
    expect([again.status, errorType(again), reason(again)]).toEqual([400, 'BadRequestError', 'used']);
  });

  it('refuses an expired or unknown reset token and keeps the password', async () => {
    const { user } = await signUp();
    await requestReset(user.email);
    const token = await latestToken(user.email, 'reset-password');
    await (await getDb()).update(emailTokens).set({ expiresOn: new Date(Date.now() - 1) }).where(eq(emailTokens.tokenHash, hashEmailToken(token)));
    expect(reason(await reset(token, 'vergessen2027'))).toBe('expired');
    expect(reason(await reset(randomUUID(), 'vergessen2027'))).toBe('unknown');
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('does not take a confirmation token', async () => {
    const { user } = await signUp();
    expect(reason(await reset(await latestToken(user.email, 'confirm-email'), 'vergessen2027'))).toBe('unknown');
  });
});

describe('e-mail confirmation required', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const setAge = async (accountUuid: string, days: number) =>
    (await getDb()).update(accounts).set({ createdOn: new Date(Date.now() - days * DAY_MS) }).where(eq(accounts.uuid, accountUuid));

  it('refuses a password sign-in once the address is unconfirmed 7 days after sign-up, naming the account', async () => {
    const { user } = await signUp();
    await setAge(user.accountUuid, 6.9);
    expect((await signIn(user.email)).status).toBe(200);
    await setAge(user.accountUuid, 7.1);
    const refused = await signIn(user.email);
    expect(refused).toMatchObject({ status: 403, body: { error: { type: 'EmailConfirmationRequiredError', data: { accountUuid: user.accountUuid } } } });

    // The client offers to resend: that works without a token.
    expect((await resend(user.accountUuid)).status).toBe(204);
    expect((await confirm(await latestToken(user.email, 'confirm-email'))).status).toBe(200);
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('still answers InvalidCredentialsError for a wrong password, whatever the confirmation', async () => {
    const { user } = await signUp();
    await setAge(user.accountUuid, 30);
    expect(errorType(await signIn(user.email, 'falsch2026'))).toBe('InvalidCredentialsError');
  });

  it('requireConfirmedEmail refuses an unconfirmed address at once', async () => {
    const { user } = await signUp();
    const db = await getDb();
    await expect(requireConfirmedEmail(db, user.accountUuid)).rejects.toMatchObject({ type: 'EmailConfirmationRequiredError', data: { accountUuid: user.accountUuid } });
    await confirm(await latestToken(user.email, 'confirm-email'));
    await expect(requireConfirmedEmail(db, user.accountUuid)).resolves.toBeUndefined();
  });
});
