// The signed-in app area (issue 14): sign-in lands in the app; its own navigation (side rail on desktop, bottom tab
// bar on phones) reaches every place and marks the current one; the user menu opens and closes with Escape and signs
// out; signed in, the home page keeps the app frame (issue 33); the phone menu of the public header covers the page
// and closes with Escape. German and French sites.
import type { Page } from '@playwright/test';
import deAuth from '../../public/locales/de/auth.json';
import deProfile from '../../public/locales/de/profile.json';
import deShell from '../../public/locales/de/shell.json';
import frAuth from '../../public/locales/fr/auth.json';
import frProfile from '../../public/locales/fr/profile.json';
import frShell from '../../public/locales/fr/shell.json';
import { acceptNecessaryCookies, createUser, fill } from './account-helpers';
import { COUNTRY_TABLES } from '../../config/countries/tables';
import { ACCESS_TOKEN_COOKIE } from '../../lib/api/token-store';
import { APP_NAVIGATION } from '../../lib/layout/app-navigation';
import { expect, onHost, siteHeaders, test } from './fixtures';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PHONE = { width: 390, height: 844 };

async function signInThroughForm(page: Page, auth: typeof deAuth, email: string, password: string) {
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.signInAction }).click();
}

test('desktop, de.localhost: sign-in lands on the feed; the side rail reaches each place and marks it; the user menu signs out', async ({ page, baseURL }) => {
  const email = `app${stamp()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password: 'lernen2026', name: 'Jonas' });
  await signInThroughForm(page, deAuth, email, 'lernen2026');
  // A user who has not finished onboarding passes through it on the way to the feed.
  await page.waitForURL(/\/app\/(onboarding|feeds)/);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/feeds'));

  const rail = page.getByRole('navigation', { name: deShell.app.navigation });
  await expect(rail).toBeVisible();
  await expect(page.getByRole('navigation', { name: deShell.app.tabBar })).toBeHidden();
  for (const [place, path] of [
    ['search', /\/app\/search/],
    ['library', /\/app\/library/],
    ['upload', /\/app\/knows\/create/],
    ['feed', /\/app\/feeds/],
  ] as const) {
    await rail.getByRole('link', { name: deShell.app[place] }).click();
    await expect(page).toHaveURL(path);
    await expect(rail.getByRole('link', { name: deShell.app[place] })).toHaveAttribute('aria-current', 'page');
    await expect(rail.locator('[aria-current="page"]')).toHaveCount(1);
  }

  const menuButton = page.getByRole('button', { name: fill(deShell.app.accountMenu, { name: 'Jonas' }) }).first();
  await menuButton.click();
  await expect(page.getByRole('link', { name: deShell.app.myKnows })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: deShell.app.myKnows })).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole('link', { name: deShell.app.profile }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);

  // Signed in, the home page keeps the app frame too (issue 33): its rail leads back to the feed.
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await expect(page.locator('#main-navigation')).toHaveCount(0);
  await rail.getByRole('link', { name: deShell.app.feed }).click();
  await expect(page).toHaveURL(/\/app\/feeds$/);
  // The router changes the URL before it renders the next page, and the feed's frame replaces the home page's: the
  // menu is opened once the feed is shown (its rail marks it), or it would close with the page it was opened on.
  await expect(rail.getByRole('link', { name: deShell.app.feed })).toHaveAttribute('aria-current', 'page');

  await menuButton.click();
  await page.getByRole('button', { name: deShell.app.signOut }).click();
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/'));
  await expect(page.getByRole('link', { name: deShell.signIn })).toBeVisible();
});

test('phone, fr.localhost: the bottom tab bar reaches each place; the public menu covers the page and closes with Escape', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await page.goto(onHost(baseURL, 'fr.localhost', '/'));
  await acceptNecessaryCookies(page, frShell.cookieNecessaryOnly);

  // The public header's phone menu: open over the whole page, closed by Escape with focus back on its button.
  const menuButton = page.getByRole('button', { name: frShell.openMenu });
  await menuButton.click();
  const menu = page.locator('#main-navigation');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.height).toBeGreaterThan(PHONE.height / 2);
  // The page under the menu does not scroll, and Tab keeps going round the menu and its button.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const closeButton = page.getByRole('button', { name: frShell.closeMenu });
  await closeButton.focus();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: frShell.openMenu })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  const email = `appli${stamp()}@example.org`;
  await createUser(page, { email, password: 'reviser2026', name: 'Inès' });
  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/signin?redirect=%2Fapp%2Flibrary'));
  await signInThroughForm(page, frAuth, email, 'reviser2026');
  await expect(page).toHaveURL(/\/app\/(onboarding|library)/);
  await page.goto(onHost(baseURL, 'fr.localhost', '/app/library'));

  const tabs = page.getByRole('navigation', { name: frShell.app.tabBar });
  await expect(tabs).toBeVisible();
  await expect(page.getByRole('navigation', { name: frShell.app.navigation })).toBeHidden();
  await expect(tabs.getByRole('link', { name: frShell.app.library })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: frShell.app.search }).click();
  await expect(page).toHaveURL(/\/app\/search/);
  await expect(tabs.getByRole('link', { name: frShell.app.search })).toHaveAttribute('aria-current', 'page');
  // The tab bar stays at the bottom of the screen.
  const bar = await tabs.boundingBox();
  expect(Math.round(bar!.y + bar!.height)).toBe(PHONE.height);

  const accountButton = page.getByRole('button', { name: fill(frShell.app.accountMenu, { name: 'Inès' }) });
  await accountButton.click();
  await expect(page.getByRole('link', { name: frShell.app.myKnows })).toBeVisible();
  await page.getByRole('link', { name: frShell.app.myKnows }).click();
  await expect(page).toHaveURL(/\/app\/knows$/);
});

for (const host of ['de.localhost', 'fr.localhost']) {
  test(`a visitor on ${host} meets no link in the header and footer that answers 404`, async ({ page, baseURL, request }) => {
    await page.goto(onHost(baseURL, host, '/'));
    const origin = new URL(onHost(baseURL, host, '/')).origin;
    const hrefs = await page.locator('header a[href], footer a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const sameSite = [...new Set(hrefs.filter((href) => href.startsWith(origin)))];
    expect(sameSite.length).toBeGreaterThan(5);
    for (const href of sameSite) {
      // The request context resolves only localhost: the site is asked for by its Host header.
      const { pathname, search } = new URL(href);
      const response = await request.get(`${pathname}${search}`, { headers: siteHeaders(baseURL, host), maxRedirects: 5 });
      expect(response.status(), href).toBeLessThan(400);
    }
  });
}

test('the skip link, then the cookie banner come first in the tab order while the banner is shown', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: deShell.skipToContent })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-labelledby="cookie-banner-title"]')))).toBe(true);
  await page.getByRole('button', { name: deShell.cookieNecessaryOnly }).click();
  await page.reload();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: deShell.skipToContent })).toBeFocused();
});

/** One account for the checks below (they run one after another in one worker; a new worker signs up again). */
let navigationToken: string | null = null;
const COUNTRY_HOSTS = COUNTRY_TABLES.local.map((country) => country.domain);
/** Locally, the German-speaking countries share de.localhost: each host is checked once. */
const NAVIGATION_HOSTS = [...new Set(COUNTRY_HOSTS)];

test('the app navigation is checked on the hosts of all 21 country sites', () => {
  expect(COUNTRY_HOSTS).toHaveLength(21);
  expect(NAVIGATION_HOSTS.length).toBeGreaterThanOrEqual(19);
});

// One test per host: about 15 pages each, rendered on the server — all 21 sites in one test took 20-30 s on a quiet
// machine, against the 30 s a test may take.
for (const host of NAVIGATION_HOSTS) {
  test(`every place of the app navigation answers a signed-in user on ${host} (never a 404)`, async ({ request, baseURL }) => {
    if (navigationToken === null) {
      const signup = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, 'de.localhost'), data: { email: `sites${stamp()}@example.org`, name: 'Noa', password: 'lernen2026' } });
      expect(signup.status()).toBe(201);
      navigationToken = ((await signup.json()) as { accessToken: string }).accessToken;
    }
    const headers = { ...siteHeaders(baseURL, host), cookie: `${ACCESS_TOKEN_COOKIE}=${navigationToken}` };
    for (const { href } of APP_NAVIGATION) {
      let response = await request.get(href, { headers, maxRedirects: 0 });
      // The account's language (de) decides its signed-in pages (decision 038): on a site of another language the page
      // moves to the same address under /de on the same site, which answers.
      if (response.status() === 307) {
        const location = new URL(response.headers()['location']!, `http://${host}`);
        expect(location.hostname, `${host}${href} stays on its site`).toBe(host);
        expect(location.pathname, `${host}${href}`).toBe(href === '/' ? '/de' : `/de${href}`);
        response = await request.get(`${location.pathname}${location.search}`, { headers, maxRedirects: 0 });
      }
      expect(response.status(), `${host}${href}`).toBe(200);
    }
  });
}

test('phone, fr.localhost: a link focused with Tab is never hidden behind the cookie banner; the footer menus close with Escape and a tap elsewhere', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await page.goto(onHost(baseURL, 'fr.localhost', '/'));
  const banner = page.getByRole('dialog', { name: /cookie/i });
  await expect(banner).toBeVisible();
  for (let step = 0; step < 45; step += 1) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const dialog = document.querySelector('[aria-labelledby="cookie-banner-title"]');
      if (!focused || !dialog || dialog.contains(focused) || focused === document.body) return 0;
      const rect = focused.getBoundingClientRect();
      if (rect.height === 0) return 0; // the skip link, moved off screen until focused
      return Math.max(0, rect.bottom - dialog.getBoundingClientRect().top);
    });
    expect(overlap, `focus step ${step}`).toBe(0);
  }

  await banner.getByRole('button', { name: frShell.cookieNecessaryOnly }).click();
  const language = page.locator('footer details').filter({ hasText: frShell.chooseLanguage });
  const languageButton = language.locator('summary');
  await languageButton.click();
  await expect(language.getByRole('list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(language.getByRole('list')).toBeHidden();
  await expect(languageButton).toBeFocused();
  await languageButton.click();
  await expect(language.getByRole('list')).toBeVisible();
  await page.locator('footer h2').first().click();
  await expect(language.getByRole('list')).toBeHidden();
});

test('desktop, de.localhost: the language chosen in the settings is saved on the account and the settings open again in it', async ({ page, baseURL }) => {
  const email = `sprache${stamp()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signin'));
  await acceptNecessaryCookies(page);
  await createUser(page, { email, password: 'lernen2026', name: 'Jonas' });
  await signInThroughForm(page, deAuth, email, 'lernen2026');
  await page.waitForURL(/\/app\/(onboarding|feeds)/);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/profile'));
  await page.getByLabel(deProfile.languageLabel).selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: frProfile.title })).toBeVisible();
  await expect(page.getByLabel(frProfile.languageLabel)).toHaveValue('fr');
});
