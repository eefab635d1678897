// Steps the account journeys share: the cookie banner, the local mailbox, placeholders of translated texts, and a
// user made through the API of the site the page is on.
import { expect, type Page } from '@playwright/test';
import auth from '../../public/locales/de/auth.json';
import shell from '../../public/locales/de/shell.json';
import { onHost } from './fixtures';

/** A translated text with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

export async function acceptNecessaryCookies(page: Page, label = shell.cookieNecessaryOnly) {
  const necessaryOnly = page.getByRole('button', { name: label });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
}

/**
 * Opens the account menu (its button labelled `menuLabel`) and waits for `item`, a link in it. A click before the page
 * is hydrated does nothing, so it clicks again until the menu is open, never toggling an open menu shut.
 */
export async function openAccountMenu(page: Page, menuLabel: string, item: string) {
  const link = page.getByRole('link', { name: item });
  await expect(async () => {
    if (!(await link.isVisible())) await page.getByRole('button', { name: menuLabel }).first().click();
    await expect(link).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

/** Signs in through the sign-in form at `url` (labels of the page's language; German by default). */
export async function signInThroughForm(page: Page, url: string, email: string, password: string, labels: Pick<typeof auth, 'email' | 'password' | 'signInAction'> = auth) {
  await page.goto(url);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.signInAction }).click();
}

/** Fills the sign-up form on the page as an adult (German and French sites ask for the birth date: the age of digital
 *  consent, decision 029) and sends it; labels of the page's language, German by default. */
export async function submitSignUpForm(page: Page, { name, email, password }: { name: string; email: string; password: string }, labels: Pick<typeof auth, 'name' | 'email' | 'password' | 'birthDate' | 'signUpAction'> = auth) {
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByLabel(labels.birthDate).fill('2000-01-01');
  await page.getByRole('button', { name: labels.signUpAction }).click();
}

/** The link of the newest mail to an address that leads to a path, read from the local mailbox page. */
export async function linkFromMailbox(page: Page, baseURL: string | undefined, to: string, path: string, host = 'de.localhost'): Promise<string> {
  await page.goto(onHost(baseURL, host, `/dev/mailbox?to=${encodeURIComponent(to)}`));
  const selector = `a[href*="${path}"]`;
  for (const frame of page.frames()) {
    const link = frame.locator(selector).first();
    if (await link.count()) return (await link.getAttribute('href'))!;
  }
  throw new Error(`no link to ${path} in the mailbox of ${to}`);
}

/** Signs a user up through the API of the site the page shows (its country), without signing the page in. */
export async function createUser(page: Page, { email, password, name }: { email: string; password: string; name: string }): Promise<{ uuid: string }> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/v1/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
    return ((await response.json()) as { user: { uuid: string } }).user;
  }, { email, password, name });
}
