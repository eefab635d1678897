// Google and Apple sign-in in the browser against the loopback OpenID provider that stands in for both (Apple answers
// by form_post, as it does): a new person signs up with Google and lands in onboarding, signed in; a password account
// links Apple in the settings and then signs in with it; an e-mail with a password account is never taken over.
// German site on a desktop, French site on a phone.
import type { APIRequestContext } from '@playwright/test';
import deAuth from '../../public/locales/de/auth.json';
import deProfile from '../../public/locales/de/profile.json';
import frAuth from '../../public/locales/fr/auth.json';
import frProfile from '../../public/locales/fr/profile.json';
import frShell from '../../public/locales/fr/shell.json';
import { OIDC_TEST_PORT } from '../../playwright.config';
import { acceptNecessaryCookies, createUser, fill } from './account-helpers';
import { expect, onHost, test } from './fixtures';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The person the provider signs in next. */
async function providerSignsIn(request: APIRequestContext, person: { sub: string; email: string; name: string }) {
  const response = await request.post(`http://127.0.0.1:${OIDC_TEST_PORT}/test/person`, { data: person });
  expect(response.status()).toBe(204);
}

test('de.localhost, desktop: a new person continues with Google, lands in onboarding signed in, and the settings show Google linked', async ({ page, request, baseURL }) => {
  const email = `google${stamp()}@example.org`;
  await providerSignsIn(request, { sub: `g-${stamp()}`, email, name: 'Noa Google' });
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: deAuth.continueWithGoogle }).click();
  await expect(page).toHaveURL(/\/app\/onboarding/);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  const methods = page.getByRole('region', { name: deProfile.signInMethodsTitle });
  await expect(methods.getByText(fill(deProfile.linkedAs, { email }))).toBeVisible();
  await expect(methods.getByText(deProfile.notLinked)).toBeVisible(); // Apple
});

test('de.localhost: Google with the e-mail of a password account is refused with EmailAccountExistsError and signs no one in', async ({ page, request, baseURL }) => {
  const email = `passwort${stamp()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password: 'lernen2026', name: 'Mia' });
  await providerSignsIn(request, { sub: `g-${stamp()}`, email, name: 'Mia Google' });
  await page.getByRole('button', { name: deAuth.continueWithGoogle }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?socialError=EmailAccountExistsError/);
  await expect(page.getByText(deAuth.socialErrors.EmailAccountExistsError)).toBeVisible();
});

test('fr.localhost, phone: a password account links Apple in the settings (form_post answer), then signs in with Apple', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `pomme${stamp()}@example.org`;
  const apple = { sub: `a-${stamp()}`, email: `relay${stamp()}@privaterelay.example`, name: 'Léa Apple' };
  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page, frShell.cookieNecessaryOnly);
  await createUser(page, { email, password: 'lernen2026', name: 'Léa' });
  await page.getByLabel(frAuth.email).fill(email);
  await page.getByLabel(frAuth.password).fill('lernen2026');
  await page.getByRole('button', { name: frAuth.signInAction }).click();
  await page.waitForURL(/\/app\/(onboarding|feeds)/);
  await page.goto(onHost(baseURL, 'fr.localhost', '/app/profile'));

  await providerSignsIn(request, apple);
  const methods = page.getByRole('region', { name: frProfile.signInMethodsTitle });
  await methods.getByRole('button', { name: fill(frProfile.linkProvider, { provider: 'Apple' }) }).click();
  await expect(page).toHaveURL(/\/app\/profile\?linked=apple/);
  await expect(page.getByText(fill(frProfile.providerLinked, { provider: 'Apple' }))).toBeVisible();
  await expect(methods.getByText(fill(frProfile.linkedAs, { email: apple.email }))).toBeVisible();

  await page.getByRole('button', { name: frProfile.signOut, exact: true }).click();
  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/signin?redirect=%2Fapp%2Flibrary'));
  await page.getByRole('button', { name: frAuth.continueWithApple }).click();
  await expect(page).toHaveURL(/\/app\/(library|onboarding)/);
  await page.goto(onHost(baseURL, 'fr.localhost', '/app/profile'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: frProfile.signInMethodsTitle }).getByText(fill(frProfile.linkedAs, { email: apple.email }))).toBeVisible();
});
