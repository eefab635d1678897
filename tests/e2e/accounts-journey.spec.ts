// The account journey in the browser: sign up on the German site, confirm the e-mail from the local mailbox,
// onboarding, sign out and in, change username and picture, sign out; and a US sign-up under 13 is refused.
import sharp from 'sharp';
import auth from '../../public/locales/de/auth.json';
import common from '../../public/locales/de/common.json';
import onboarding from '../../public/locales/de/onboarding.json';
import profile from '../../public/locales/de/profile.json';
import shell from '../../public/locales/de/shell.json';
import enAuth from '../../public/locales/en/auth.json';
import enCommon from '../../public/locales/en/common.json';
import { acceptNecessaryCookies, fill, linkFromMailbox, submitSignUpForm } from './account-helpers';
import { expect, onHost, test } from './fixtures';

test('sign up, confirm, sign out and in, change username and picture on de.localhost', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = `journey${Date.now()}@example.org`;
  const password = 'lernen2026';

  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth.signUpTitle);
  await page.getByRole('button', { name: auth.signUpAction }).click();
  await expect(page.getByText(common.forms.required).first()).toBeVisible();

  await submitSignUpForm(page, { name: 'Mia', email, password });

  await expect(page).toHaveURL(/\/app\/onboarding/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(onboarding.schoolTypeTitle, { name: 'Mia' }));
  await page.getByRole('group').getByRole('button').first().click();
  await page.getByRole('button', { name: onboarding.next }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onboarding.gradesTitle);
  const grades = page.getByRole('group').getByRole('button');
  await grades.nth(0).click();
  await grades.nth(1).click(); // Germany allows several grades
  await expect(grades.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(grades.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: onboarding.next }).click();
  await page.getByRole('group').getByRole('button').first().click();
  await page.getByRole('button', { name: onboarding.next }).click();
  await page.getByLabel(onboarding.regionLabel).fill('Bayern');
  await page.getByRole('button', { name: onboarding.finish }).click();
  // A new user lands in the app: its feed, with the app's navigation and their account menu.
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/app/feeds'));
  await expect(page.getByRole('button', { name: fill(shell.app.accountMenu, { name: 'Mia' }) }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: shell.app.navigation }).getByRole('link', { name: shell.app.feed })).toHaveAttribute('aria-current', 'page');

  await page.goto(await linkFromMailbox(page, baseURL, email, '/auth/confirm'));
  await expect(page.getByText(fill(auth.emailConfirmed, { email }))).toBeVisible();

  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await expect(page.getByText(profile.emailConfirmed, { exact: true }).or(page.getByText(new RegExp(profile.emailConfirmed)))).toBeVisible();
  await page.getByRole('button', { name: profile.signOut, exact: true }).click();
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/'));
  await expect(page.getByRole('link', { name: shell.signIn })).toBeVisible();

  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fapp%2Fprofile/);
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill('falsch2026');
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page.getByText(auth.invalidCredentials)).toBeVisible();
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.signInAction }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);

  await page.getByLabel(profile.username).fill('kn0wly_support');
  await expect(page.getByText(profile.usernameReserved)).toBeVisible();
  const username = `mia_${Date.now().toString(36)}`;
  await page.getByLabel(profile.username).fill(username);
  await expect(page.getByText(profile.usernameAvailable)).toBeVisible();
  await page.getByRole('button', { name: profile.save, exact: true }).click();
  await expect(page.getByText(profile.saved)).toBeVisible();

  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3c5cff' } }).png().toBuffer();
  await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  // The first picture after the server started waits for a file-sandbox process to start (decision 036).
  await expect(page.getByText(profile.pictureSaved)).toBeVisible({ timeout: 20_000 });
  const picture = page.locator('img[src*="/profilepicture?v="]').first();
  await expect(picture).toBeVisible();
  // The stored picture is the resized one: 400 px wide once the browser has loaded it.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await expect(page.getByLabel(profile.username)).toHaveValue(username);
  await page.getByRole('button', { name: profile.signOut, exact: true }).click();
  await expect(page.getByRole('link', { name: shell.signIn })).toBeVisible();
});

test('a sign-up on the US site under 13 is refused with a clear message', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'localhost', '/auth/signup'));
  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('E-mail').fill(`young${Date.now()}@example.org`);
  await page.getByLabel('Password').fill('study2026');
  await page.getByLabel('Date of birth').fill('2016-03-01');
  await page.getByRole('button', { name: 'Sign up free' }).click();
  await expect(page.getByText(fill(enCommon.forms.tooYoung_other, { count: 13 }), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('the sign-up heading comes from the product\'s own keys only: text in ?title= never shows (de.localhost)', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup?title=Ihr%20Konto%20ist%20gesperrt%20–%20jetzt%20Passwort%20eingeben'));
  await expect(page.getByRole('heading', { level: 1, name: auth.signUpTitle })).toBeVisible();
  await expect(page.getByText('Ihr Konto ist gesperrt')).toHaveCount(0);
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup?title=readWholeKnow'));
  await expect(page.getByRole('heading', { level: 1, name: auth.signUpTitles.readWholeKnow })).toBeVisible();
});

test('the sign-up newsletter box is unticked where consent comes first (de) and ticked by default on the US site', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
  await expect(page.getByRole('checkbox', { name: auth.newsletterConsent })).not.toBeChecked();
  await page.goto(onHost(baseURL, 'localhost', '/auth/signup'));
  await expect(page.getByRole('checkbox', { name: enAuth.newsletterConsent })).toBeChecked();
});
