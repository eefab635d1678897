// The account's safety journeys in the browser: a forgotten password reset by mail (French site), two-step sign-in
// turned on and used (German site), an e-mail change confirmed from the new address, and the public profile.
import { Secret, TOTP } from 'otpauth';
import frAuth from '../../public/locales/fr/auth.json';
import frShell from '../../public/locales/fr/shell.json';
import auth from '../../public/locales/de/auth.json';
import profile from '../../public/locales/de/profile.json';
import { acceptNecessaryCookies, createUser, fill, linkFromMailbox, submitSignUpForm } from './account-helpers';
import { RECOVERY_CODE_COUNT } from '../../lib/contracts/forms';
import { expect, onHost, siteHeaders, test } from './fixtures';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a forgotten password is reset from the e-mailed link on fr.localhost', async ({ page, baseURL }) => {
  const email = `oubli${stamp()}@example.org`;
  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/forgot-password'));
  await acceptNecessaryCookies(page, frShell.cookieNecessaryOnly);
  await createUser(page, { email, password: 'ancien2026', name: 'Léa' });

  await page.getByLabel(frAuth.email).fill(email);
  await page.getByRole('button', { name: frAuth.forgotAction }).click();
  await expect(page.getByText(fill(frAuth.forgotSent, { email }))).toBeVisible();

  await page.goto(await linkFromMailbox(page, baseURL, email, '/auth/reset-password', 'fr.localhost'));
  await page.getByLabel(frAuth.newPassword, { exact: true }).fill('nouveau2026');
  await page.getByLabel(frAuth.repeatPassword).fill('nouveau2025');
  await page.getByRole('button', { name: frAuth.resetAction }).click();
  await expect(page.getByText(frAuth.passwordsDiffer)).toBeVisible();
  await page.getByLabel(frAuth.repeatPassword).fill('nouveau2026');
  await page.getByRole('button', { name: frAuth.resetAction }).click();
  await expect(page.getByText(frAuth.resetDone)).toBeVisible();

  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/signin'));
  await page.getByLabel(frAuth.email).fill(email);
  await page.getByLabel(frAuth.password).fill('ancien2026');
  await page.getByRole('button', { name: frAuth.signInAction }).click();
  await expect(page.getByText(frAuth.invalidCredentials)).toBeVisible();
  await page.getByLabel(frAuth.password).fill('nouveau2026');
  await page.getByRole('button', { name: frAuth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/onboarding/);
});

test('two-step sign-in is turned on in the profile (ten recovery codes shown once), then asked for at sign-in, where a recovery code works once, on de.localhost', async ({ page, baseURL }) => {
  // A long journey (argon2 hashing at every sign-in and change): more time on a busy machine.
  test.setTimeout(60_000);
  const email = `zwei${stamp()}@example.org`;
  const password = 'sicher2026';
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fapp%2Fprofile'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password, name: 'Jonas' });
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/onboarding/);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));

  const section = page.getByRole('region', { name: profile.twoFactorTitle });
  await section.getByLabel(profile.currentPassword).fill(password);
  await section.getByRole('button', { name: profile.turnOnTwoFactor }).click();
  await expect(section.getByRole('img', { name: profile.qrCode })).toBeVisible();
  const secret = (await section.locator('code').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await section.getByLabel(profile.code).fill('000000');
  await section.getByRole('button', { name: profile.confirmTwoFactor }).click();
  await expect(section.getByText(profile.wrongCode)).toBeVisible();
  await section.getByLabel(profile.code).fill(totp.generate());
  await section.getByRole('button', { name: profile.confirmTwoFactor }).click();
  await expect(page.getByText(profile.twoFactorOn)).toBeVisible();
  const codeList = section.getByRole('list', { name: profile.recoveryCodesTitle });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codeList.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await section.getByRole('button', { name: profile.savedCodes }).click();
  await expect(codeList).toHaveCount(0);
  await expect(section.getByText(fill(profile.recoveryCodesLeft_other, { count: '10', total: RECOVERY_CODE_COUNT }))).toBeVisible();
  await expect(section.getByRole('button', { name: profile.turnOffTwoFactor })).toBeVisible();

  const signInAgain = async () => {
    await page.getByRole('button', { name: profile.signOut, exact: true }).click();
    await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fapp%2Fprofile'));
    await page.getByLabel(auth.email).fill(email);
    await page.getByLabel(auth.password).fill(password);
    await page.getByRole('button', { name: auth.signInAction }).click();
  };
  await signInAgain();
  const codeField = page.getByLabel(auth.totpCode);
  await expect(codeField).toBeVisible();
  // The code of the next 30-second step: the one used to turn 2FA on may not be used twice.
  await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/(onboarding|profile)/);

  // A lost phone: a recovery code signs in once.
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await signInAgain();
  await page.getByRole('button', { name: auth.useRecoveryCode }).click();
  await page.getByLabel(auth.recoveryCode).fill(recoveryCodes[0]!.toUpperCase());
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/(onboarding|profile)/);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await expect(page.getByText(fill(profile.recoveryCodesLeft_other, { count: '9', total: RECOVERY_CODE_COUNT }))).toBeVisible();
  await signInAgain();
  await page.getByRole('button', { name: auth.useRecoveryCode }).click();
  await page.getByLabel(auth.recoveryCode).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page.getByText(auth.wrongRecoveryCode)).toBeVisible();
});

test('a new e-mail address takes effect once its link is opened, and the public profile shows the user', async ({ page, baseURL }) => {
  // A long journey (argon2 hashing at every sign-in and change): more time on a busy machine.
  test.setTimeout(60_000);
  const email = `alt${stamp()}@example.org`;
  const newEmail = `neu${stamp()}@example.org`;
  const password = 'wechsel2026';
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page);
  const user = await createUser(page, { email, password, name: 'Emil' });
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/onboarding/);

  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  const section = page.getByRole('region', { name: profile.emailTitle });
  await section.getByLabel(profile.newEmail).fill(newEmail);
  await section.getByLabel(profile.currentPassword).fill('falsch2026');
  await section.getByRole('button', { name: profile.changeEmail }).click();
  await expect(section.getByText(profile.wrongPassword)).toBeVisible();
  await section.getByLabel(profile.currentPassword).fill(password);
  await section.getByRole('button', { name: profile.changeEmail }).click();
  await expect(section.getByText(fill(profile.emailChangePending, { email: newEmail }))).toBeVisible();

  await page.goto(await linkFromMailbox(page, baseURL, newEmail, '/auth/confirm'));
  await expect(page.getByText(fill(auth.emailChanged, { email: newEmail }))).toBeVisible();
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await expect(page.getByRole('region', { name: profile.emailTitle }).getByText(newEmail)).toBeVisible();

  await page.goto(onHost(baseURL, 'de.localhost', `/users/${user.uuid}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Emil' })).toBeVisible();
  expect((await page.goto(onHost(baseURL, 'de.localhost', '/users/00000000-0000-4000-8000-000000000000')))!.status()).toBe(404);
  expect((await page.goto(onHost(baseURL, 'de.localhost', '/users/not-a-uuid')))!.status()).toBe(404);
});

test('after three wrong passwords the browser solves the captcha by itself and the right password signs in', async ({ page, baseURL }) => {
  const email = `robot${stamp()}@example.org`;
  const password = 'richtig2026';
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password, name: 'Kim' });
  await page.getByLabel(auth.email).fill(email);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel(auth.password).fill(`falsch${attempt}2026`);
    await page.getByRole('button', { name: auth.signInAction }).click();
    await expect(page.getByText(auth.invalidCredentials)).toBeVisible();
  }
  const challenge = page.waitForRequest((request) => request.url().endsWith('/api/auth/captcha'));
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await challenge;
  // The captcha is proof of work the browser computes: seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/app\/onboarding/, { timeout: 30_000 });
});

test('signing up again with a registered address: the browser solves the captcha the server asks for and says the address is taken', async ({ page, baseURL }) => {
  const email = `zweimal${stamp()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password: 'lernen2026', name: 'Kim' });
  await submitSignUpForm(page, { name: 'Kim', email, password: 'lernen2026' });
  await expect(page.getByText(auth.emailInUseHint)).toBeVisible();

  // The third try of one address from one network needs a captcha (security: probing which addresses exist).
  const challenge = page.waitForRequest((request) => request.url().endsWith('/api/auth/captcha'));
  const withCaptcha = page.waitForRequest((request) => request.url().endsWith('/api/v1/users') && Boolean(request.postDataJSON()?.captcha));
  await page.getByRole('button', { name: auth.signUpAction }).click();
  await challenge;
  await withCaptcha;
  await expect(page.getByText(auth.emailInUseHint)).toBeVisible();
});

test('the profile lists the signed-in devices and signs out everywhere else; the other sign-in ends at once', async ({ page, baseURL, request }) => {
  const email = `geraete${stamp()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fapp%2Fprofile'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password: 'lernen2026', name: 'Ida' });
  // Another device: a sign-in through the API.
  const other = await request.post('/api/auth/oauth/token', { headers: siteHeaders(baseURL, 'de.localhost'), data: { email, password: 'lernen2026' } });
  expect(other.status()).toBe(200);
  const { accessToken } = (await other.json()) as { accessToken: string };
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill('lernen2026');
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/(onboarding|profile)/);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));

  const sessions = page.getByTestId('sign-in-session');
  // The sign-up itself, the API sign-in and this browser's.
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: profile.sessionCurrent })).toHaveCount(1);
  await page.getByRole('button', { name: profile.endOtherSessions }).click();
  await expect(page.getByText(profile.otherSessionsEnded)).toBeVisible();
  await expect(sessions).toHaveCount(1);
  const me = await request.get('/api/v1/users/me', { headers: { ...siteHeaders(baseURL, 'de.localhost'), authorization: `Bearer ${accessToken}` } });
  expect(me.status()).toBe(401);
});
