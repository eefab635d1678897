// axe over every page of the app area a signed-in user reaches from the navigation, in the light and the dark theme
// (issue 14): feed, search, library, upload, my knows and the settings — and the settings with a dialog-like panel
// open (the delete-account form). German site on a desktop, French site on a phone.
import deAuth from '../../public/locales/de/auth.json';
import deProfile from '../../public/locales/de/profile.json';
import deShell from '../../public/locales/de/shell.json';
import frAuth from '../../public/locales/fr/auth.json';
import frProfile from '../../public/locales/fr/profile.json';
import frShell from '../../public/locales/fr/shell.json';
import { APP_NAVIGATION } from '../../lib/layout/app-navigation';
import { routes } from '../../lib/routes/page-routes';
import { acceptNecessaryCookies, createUser } from './account-helpers';
import { axeViolations, expect, onHost, settled, test } from './fixtures';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const SITES = [
  { host: 'de.localhost', auth: deAuth, shell: deShell, profile: deProfile, viewport: { width: 1280, height: 900 } },
  { host: 'fr.localhost', auth: frAuth, shell: frShell, profile: frProfile, viewport: { width: 390, height: 844 } },
] as const;


// The four journeys are independent (each its own account): they share the workers.
test.describe.configure({ mode: 'parallel' });

// One journey per site and theme: nine axe runs each (about 5–10 s apiece on a busy 2-core machine).
for (const site of SITES) for (const theme of ['light', 'dark'] as const) {
  test(`${site.host} (${site.viewport.width} px): axe finds nothing on the app pages in the ${theme} theme`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(site.viewport);
    const email = `axe${stamp()}@example.org`;
    await page.goto(onHost(baseURL, site.host, '/auth/signin'));
    await acceptNecessaryCookies(page, site.shell.cookieNecessaryOnly);
    await createUser(page, { email, password: 'lernen2026', name: 'Ada' });
    await page.getByLabel(site.auth.email).fill(email);
    await page.getByLabel(site.auth.password).fill('lernen2026');
    await page.getByRole('button', { name: site.auth.signInAction }).click();
    await page.waitForURL(/\/app\/(onboarding|feeds)/);

    const paths = [...APP_NAVIGATION.map((place) => place.href), routes.myKnows(), routes.profile()];
    // The account's choice, made in the settings (it wins over the browser's cookie for a signed-in user).
    await page.goto(onHost(baseURL, site.host, routes.profile()));
    // A click before hydration changes nothing: choose again until the page has taken it.
    const option = page.getByRole('region', { name: site.profile.preferencesTitle }).getByRole('radio', { name: site.shell.theme[theme] });
    await settled(page);
    // The choice is kept on the account (PATCH users/{id}); the next pages render with the account's choice, so the
    // journey goes on once the account has it (leaving earlier would cancel the request).
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/api\/v1\/users\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname), { timeout: 30_000 });
    await expect(async () => {
      await option.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    expect((await saved).ok()).toBe(true);
    for (const path of paths) {
      await page.goto(onHost(baseURL, site.host, path));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Settled for axe: the page's own requests are done (the chats badge's live stream aside).
      await settled(page);
      expect(await axeViolations(page), `${theme} ${path}`).toEqual([]);
    }
    await page.getByRole('region', { name: site.profile.deleteTitle }).getByRole('button', { name: site.profile.startDelete }).click();
    expect(await axeViolations(page), `${theme} settings with the delete form open`).toEqual([]);
  });
}
