// The user's rights over their data in the browser (GDPR articles 17 and 20): from the app's own navigation to the
// settings, download a ZIP of one's data, then delete the account — after which sign-in fails and the public profile
// is gone. A desktop on the German site and a phone on the French site.
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import deAuth from '../../public/locales/de/auth.json';
import deProfile from '../../public/locales/de/profile.json';
import deShell from '../../public/locales/de/shell.json';
import frAuth from '../../public/locales/fr/auth.json';
import frProfile from '../../public/locales/fr/profile.json';
import frShell from '../../public/locales/fr/shell.json';
import { acceptNecessaryCookies, createUser, fill, openAccountMenu } from './account-helpers';
import { expect, onHost, test } from './fixtures';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const SITES = [
  { host: 'de.localhost', auth: deAuth, profile: deProfile, shell: deShell, viewport: { width: 1280, height: 900 }, name: 'Jonas Daten' },
  { host: 'fr.localhost', auth: frAuth, profile: frProfile, shell: frShell, viewport: { width: 390, height: 844 }, name: 'Léa Données' },
] as const;

for (const site of SITES) {
  test(`${site.host} (${site.viewport.width} px): download my data, then delete the account; sign-in fails and the public profile answers 404`, async ({ page, baseURL }) => {
    await page.setViewportSize(site.viewport);
    const email = `daten${stamp()}@example.org`;
    const password = 'lernen2026';
    await page.goto(onHost(baseURL, site.host, '/auth/signin'));
    await acceptNecessaryCookies(page, site.shell.cookieNecessaryOnly);
    const { uuid } = await createUser(page, { email, password, name: site.name });
    await page.getByLabel(site.auth.email).fill(email);
    await page.getByLabel(site.auth.password).fill(password);
    await page.getByRole('button', { name: site.auth.signInAction }).click();
    await page.waitForURL(/\/app\/(onboarding|feeds)/);
    await page.goto(onHost(baseURL, site.host, '/app/feeds'));

    // The settings from the app's own navigation: the user menu.
    await openAccountMenu(page, fill(site.shell.app.accountMenu, { name: site.name }), site.shell.app.profile);
    await page.getByRole('link', { name: site.shell.app.profile }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);

    const dataSection = page.getByRole('region', { name: site.profile.dataTitle });
    const [download] = await Promise.all([page.waitForEvent('download'), dataSection.getByRole('button', { name: site.profile.downloadData }).click()]);
    expect(download.suggestedFilename()).toMatch(/^knowly-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ uuid, name: site.name, email });

    const deleteSection = page.getByRole('region', { name: site.profile.deleteTitle });
    await deleteSection.getByRole('button', { name: site.profile.startDelete }).click();
    // A student without knows is not asked about knows.
    await expect(deleteSection.getByText(site.profile.knowsChoiceLegend)).toHaveCount(0);
    await deleteSection.getByLabel(site.profile.currentPassword).fill('falsch2026');
    await deleteSection.getByRole('button', { name: site.profile.confirmDelete }).click();
    await expect(deleteSection.getByText(site.profile.wrongPassword)).toBeVisible();
    await deleteSection.getByLabel(site.profile.currentPassword).fill(password);
    await deleteSection.getByRole('button', { name: site.profile.confirmDelete }).click();
    await expect(page.getByText(site.profile.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(onHost(baseURL, site.host, '/'));

    await page.goto(onHost(baseURL, site.host, '/auth/signin'));
    await page.getByLabel(site.auth.email).fill(email);
    await page.getByLabel(site.auth.password).fill(password);
    await page.getByRole('button', { name: site.auth.signInAction }).click();
    await expect(page.getByText(site.auth.invalidCredentials)).toBeVisible();
    const profile = await page.goto(onHost(baseURL, site.host, `/users/${uuid}`));
    expect(profile?.status()).toBe(404);
  });
}
