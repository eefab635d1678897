// Issue 15 (decision 029): on the German site (age of digital consent 16) a 15-year-old signs up with a parent's
// address, is told the account waits for the parent, and the parent agrees through the mailed link after seeing
// whose account it is. Also spec §2's /app/knows/create?tab=flashcards, which opens the flashcard set's page.
import auth from '../../public/locales/de/auth.json';
import onboarding from '../../public/locales/de/onboarding.json';
import { acceptNecessaryCookies, fill, linkFromMailbox } from './account-helpers';
import { expect, onHost, test } from './fixtures';

/** The birth date of someone who turned `age` a month ago. */
function birthDateOf(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

test('a 15-year-old on de.localhost signs up with a parent’s address; the parent agrees through the mailed link', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = `kind${Date.now()}@example.org`;
  const parentEmail = `eltern${Date.now()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page);
  await page.getByLabel(auth.name).fill('Lina');
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill('lernen2026');
  await page.getByLabel(auth.birthDate).fill(birthDateOf(15));
  await expect(page.getByLabel(auth.parentEmail)).toBeVisible();
  await page.getByRole('button', { name: auth.signUpAction }).click();
  await expect(page.getByText(fill(auth.parentEmailRequired_other, { age: 16 }))).toBeVisible();
  await page.getByLabel(auth.parentEmail).fill(parentEmail);
  await page.getByRole('button', { name: auth.signUpAction }).click();

  await expect(page).toHaveURL(/\/app\/onboarding/);
  await expect(page.getByText(onboarding.parentalConsentPending)).toBeVisible();

  const link = await linkFromMailbox(page, baseURL, parentEmail, '/auth/parental-consent');
  await page.goto(link);
  await expect(page.getByTestId('parental-consent-account')).toHaveText(fill(auth.parentalConsentAccount, { name: 'Lina', email }));
  await page.getByRole('button', { name: auth.parentalConsentAction }).click();
  await expect(page.getByText(fill(auth.parentalConsentGiven, { name: 'Lina' }))).toBeVisible();
});

test('a 17-year-old on de.localhost gets no parent field and a full account', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page);
  await page.getByLabel(auth.name).fill('Jonas');
  await page.getByLabel(auth.email).fill(`jonas${Date.now()}@example.org`);
  await page.getByLabel(auth.password).fill('lernen2026');
  await page.getByLabel(auth.birthDate).fill(birthDateOf(17));
  await expect(page.getByLabel(auth.parentEmail)).toHaveCount(0);
  await page.getByRole('button', { name: auth.signUpAction }).click();
  await expect(page).toHaveURL(/\/app\/onboarding/);
  await expect(page.getByText(onboarding.parentalConsentPending)).toHaveCount(0);

  // Spec §2 /app/knows/create?tab=flashcards&filename=…: the flashcard set's page opens, the filename carried along.
  await page.goto(onHost(baseURL, 'de.localhost', '/app/knows/create?tab=flashcards&filename=Vokabeln.csv'));
  await expect(page).toHaveURL(/\/knows\/create\/import-flashcards\?.*filename=Vokabeln\.csv/);
});
