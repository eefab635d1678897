// Dark mode (decision 024): the theme switch in the footer and the user menu, the knowly_theme cookie applied before
// the first paint (also with the app's scripts blocked, so it cannot be hydration that paints it), a dark device with
// 'system', a signed-in user's choice kept on the account and adopted by another browser, and axe with no violations
// in the dark theme on the home page, a know page and the app feed. German site on a desktop, French site on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import deAuth from '../../public/locales/de/auth.json';
import deShell from '../../public/locales/de/shell.json';
import frAuth from '../../public/locales/fr/auth.json';
import frShell from '../../public/locales/fr/shell.json';
import { DARK_PALETTE, PALETTE } from '../../config/palette';
import { acceptNecessaryCookies, createUser, fill } from './account-helpers';
import { axeViolations, expect, onHost, siteHeaders, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const SITES = [
  { host: 'de.localhost', shell: deShell, auth: deAuth, viewport: DESKTOP, device: 'desktop' },
  { host: 'fr.localhost', shell: frShell, auth: frAuth, viewport: PHONE, device: 'phone' },
] as const;

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A #rrggbb token as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const DARK_PAGE = rgb(DARK_PALETTE.surface);
const LIGHT_PAGE = rgb(PALETTE.surface);

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);

/** Records <html data-theme> and the body's background the moment <body> exists: before any paint, long before the
 *  app's scripts run. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: { theme: string | null; background: string } }).firstPaint);

/** The canonical address of a public know of the site's demo content (the 308 of /knows/{uuid} names it). */
async function knowPath(request: APIRequestContext, baseURL: string | undefined, host: string): Promise<string> {
  const search = await request.get('/api/v1/knows/search', { headers: siteHeaders(baseURL, host) });
  const { knows } = (await search.json()) as { knows: { uuid: string }[] };
  expect(knows.length, `a public know in the demo content of ${host}`).toBeGreaterThan(0);
  const answer = await request.get(`/knows/${knows[0]!.uuid}`, { headers: siteHeaders(baseURL, host), maxRedirects: 0 });
  return new URL(answer.headers().location!, baseURL).pathname;
}


for (const site of SITES) {
  test(`${site.device}, ${site.host}: dark from the footer switch is painted first after a reload, even without the app's scripts; axe finds nothing on the home and a know page`, async ({ page, baseURL, request }) => {
    await page.setViewportSize(site.viewport);
    await page.goto(onHost(baseURL, site.host, '/'));
    await acceptNecessaryCookies(page, site.shell.cookieNecessaryOnly);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('radio', { name: site.shell.theme.system })).toBeChecked();
    // The footer's switch is an interactive island: the radio is checked at once, the theme follows when its code has come.
    await footer.getByRole('radio', { name: site.shell.theme.dark }).check();
    await expect.poll(() => themeAttribute(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    const cookie = (await page.context().cookies()).find(({ name }) => name === 'knowly_theme');
    expect(cookie).toMatchObject({ value: 'dark', sameSite: 'Lax', httpOnly: false, path: '/' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);

    await recordFirstPaint(page);
    await page.reload();
    expect(await firstPaint(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
    await expect(footer.getByRole('radio', { name: site.shell.theme.dark })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    const know = await knowPath(request, baseURL, site.host);
    await page.goto(onHost(baseURL, site.host, know));
    expect(await firstPaint(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
    expect(await axeViolations(page)).toEqual([]);

    // Without the app's scripts only the inline script of the document can have set the theme.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(onHost(baseURL, site.host, '/subjects'));
    expect(await themeAttribute(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
  });
}

test('desktop, de.localhost: a dark device gives dark with system; light and dark chosen override it either way', async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await acceptNecessaryCookies(page);
  expect(await themeAttribute(page)).toBeNull();
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  const footer = page.getByRole('contentinfo');
  // The switch's choice applies once its code has come (an interactive island): polled.
  await footer.getByRole('radio', { name: deShell.theme.light }).check();
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
  await page.reload();
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  await expect(footer.getByRole('radio', { name: deShell.theme.light })).toBeChecked();

  await page.emulateMedia({ colorScheme: 'light' });
  await footer.getByRole('radio', { name: deShell.theme.system }).check();
  await expect.poll(() => themeAttribute(page)).toBeNull();
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  await footer.getByRole('radio', { name: deShell.theme.dark }).check();
  await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
});

for (const site of SITES) {
  test(`${site.device}, ${site.host}: a signed-in user's dark choice in the user menu is kept on the account and adopted by another browser; axe finds nothing on the feed`, async ({ page, baseURL, browser }) => {
    await page.setViewportSize(site.viewport);
    const email = `dark${stamp()}@example.org`;
    await page.goto(onHost(baseURL, site.host, '/auth/signin'));
    await acceptNecessaryCookies(page, site.shell.cookieNecessaryOnly);
    const { uuid } = await createUser(page, { email, password: 'lernen2026', name: 'Nora' });
    await page.getByLabel(site.auth.email).fill(email);
    await page.getByLabel(site.auth.password).fill('lernen2026');
    await page.getByRole('button', { name: site.auth.signInAction }).click();
    await page.waitForURL(/\/app\/(onboarding|feeds)/);
    await page.goto(onHost(baseURL, site.host, '/app/feeds'));

    await page.getByRole('button', { name: fill(site.shell.app.accountMenu, { name: 'Nora' }) }).first().click();
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v1/users/${uuid}`) && response.request().method() === 'PATCH');
    await page.getByRole('radio', { name: site.shell.theme.dark }).check();
    expect((await saved).status()).toBe(200);
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);

    // Another browser of the same user starts with the device's light theme and adopts the account's dark one.
    const other = await browser.newContext({ viewport: site.viewport, colorScheme: 'light' });
    const otherPage = await other.newPage();
    await otherPage.goto(onHost(baseURL, site.host, '/auth/signin'));
    await acceptNecessaryCookies(otherPage, site.shell.cookieNecessaryOnly);
    await otherPage.getByLabel(site.auth.email).fill(email);
    await otherPage.getByLabel(site.auth.password).fill('lernen2026');
    await otherPage.getByRole('button', { name: site.auth.signInAction }).click();
    await otherPage.waitForURL(/\/app\/(onboarding|feeds)/);
    await expect.poll(() => themeAttribute(otherPage)).toBe('dark');
    expect((await other.cookies()).find(({ name }) => name === 'knowly_theme')?.value).toBe('dark');
    await other.close();
  });
}
