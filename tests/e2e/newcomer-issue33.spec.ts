// Issue 33 "what a newcomer's hour still meets", as a browser meets it: signed in, the know page, flashcard creation,
// "My knows" and the competition keep the app's navigation (rail on desktop, tab bar on phones) from the server's HTML
// on, visitors keep the public header; the account's language decides its signed-in pages and the first page after
// sign-in (decision 038); the French site speaks of no parent plan and answers 404 for it while the German site has
// both; the yearly plan's savings label, the success page saying what was bought and reading subscriptionCode, the
// activation page reading subscriptionCode, subscriptionUuid and utm_content; a subscriber offered no plan; "Settings"
// in the user menu; the delete-account button red in dark mode. The public header is told by its navigation
// (#main-navigation): pages may have <header> elements of their own.
import type { APIRequestContext } from '@playwright/test';
import deProfile from '../../public/locales/de/profile.json';
import deProPlan from '../../public/locales/de/pro-plan.json';
import deShell from '../../public/locales/de/shell.json';
import enShell from '../../public/locales/en/shell.json';
import frProPlan from '../../public/locales/fr/pro-plan.json';
import frShell from '../../public/locales/fr/shell.json';
import { DARK_PALETTE } from '../../config/palette';
import { acceptNecessaryCookies, fill, signInThroughForm } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

const PHONE = { width: 390, height: 844 };
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The path of a demo know the site's search finds. */
async function knowPath(request: APIRequestContext, baseURL: string | undefined, host: string, query: string): Promise<string> {
  const response = await request.get(`/api/v1/knows/search?query=${encodeURIComponent(query)}`, { headers: siteHeaders(baseURL, host) });
  const knows = ((await response.json()) as { knows: { path: string }[] }).knows;
  expect(knows.length, `a demo know for "${query}" on ${host}`).toBeGreaterThan(0);
  return knows[0]!.path;
}

/** `#rrggbb` as the computed style writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('desktop, de.localhost: signed in, the know page, flashcard creation, My knows and the competition keep the side rail from the server render on; a visitor keeps the header', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  const host = 'de.localhost';
  const tokens = await signUpOnSite(request, baseURL, host, 'Jonas Weber');
  await signInPage(page, baseURL, host, tokens);
  const know = await knowPath(request, baseURL, host, 'Photosynthese');
  for (const path of [know, '/knows/create/import-flashcards', '/knows', '/profile/payouts/competition']) {
    await page.goto(onHost(baseURL, host, path));
    await acceptNecessaryCookies(page);
    // The server's HTML already holds the frame, so hydration changes nothing (fetched by the browser, which resolves
    // *.localhost and sends the session cookies; Node's resolver does not know de.localhost).
    const html = await page.evaluate(async (address) => (await fetch(address)).text(), path);
    expect(html, path).toContain(`aria-label="${deShell.app.navigation}"`);
    await expect(page.getByRole('navigation', { name: deShell.app.navigation }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: deShell.app.tabBar }), path).toBeHidden();
    await expect(page.locator('#main-navigation'), path).toHaveCount(0);
  }

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(onHost(baseURL, host, know));
  await expect(visitor.locator('#main-navigation')).toHaveCount(1);
  await expect(visitor.getByRole('navigation', { name: deShell.app.navigation })).toHaveCount(0);
  await visitor.context().close();
});

test('phone, fr.localhost: signed in, a know page and flashcard creation keep the bottom tab bar', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const host = 'fr.localhost';
  const tokens = await signUpOnSite(request, baseURL, host, 'Inès Martin');
  await signInPage(page, baseURL, host, tokens);
  for (const path of [await knowPath(request, baseURL, host, 'revolution'), '/knows/create/import-flashcards']) {
    await page.goto(onHost(baseURL, host, path));
    await acceptNecessaryCookies(page, frShell.cookieNecessaryOnly);
    const tabs = page.getByRole('navigation', { name: frShell.app.tabBar });
    await expect(tabs, path).toBeVisible();
    const bar = await tabs.boundingBox();
    expect(Math.round(bar!.y + bar!.height), path).toBe(PHONE.height);
    await expect(page.locator('#main-navigation'), path).toHaveCount(0);
  }
});

test('de.localhost: with English chosen, signed-in pages open in English and so does the first page after sign-in', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  const host = 'de.localhost';
  const email = `english${stamp()}@example.org`;
  const signedUp = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, host), data: { email, name: 'Sam Taylor', password: 'lernhilfe2026' } });
  expect(signedUp.status()).toBe(201);
  const { accessToken, refreshToken, user } = (await signedUp.json()) as { accessToken: string; refreshToken: string; user: { uuid: string } };
  const changed = await request.patch(`/api/v1/users/${user.uuid}`, { headers: { ...siteHeaders(baseURL, host), authorization: `Bearer ${accessToken}` }, data: { interfaceLanguage: 'en' } });
  expect(changed.status(), await changed.text()).toBeLessThan(300);

  await signInPage(page, baseURL, host, { accessToken, refreshToken });
  await page.goto(onHost(baseURL, host, '/app/library'));
  await expect(page).toHaveURL(onHost(baseURL, host, '/en/app/library'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: enShell.app.navigation })).toBeVisible();
  // A programmatic navigation under the prefix (signing out leads home) stays on this site instead of jumping to the
  // site whose language English is.
  await page.getByRole('button', { name: fill(enShell.app.accountMenu, { name: 'Sam Taylor' }) }).first().click();
  await page.getByRole('button', { name: enShell.app.signOut }).click();
  await expect(page).toHaveURL(onHost(baseURL, host, '/en'));

  // A fresh browser signs in through the German form; the page it returns to is in English.
  const know = await knowPath(request, baseURL, host, 'Photosynthese');
  const other = await (await browser.newContext()).newPage();
  await signInThroughForm(other, onHost(baseURL, host, `/auth/signin?redirect=${encodeURIComponent(know)}`), email, 'lernhilfe2026');
  await other.waitForURL(/\/en\/(app\/onboarding|knows\/)/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await other.context().close();
});

test('the parent plan: the French site mentions none and answers 404 for it; the German site offers it', async ({ page, request, baseURL }) => {
  await page.goto(onHost(baseURL, 'fr.localhost', '/pro-plan'));
  await acceptNecessaryCookies(page, frShell.cookieNecessaryOnly);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frProPlan.hero.title);
  await expect(page.getByText(frProPlan.faq.parents.q)).toHaveCount(0);
  await expect(page.getByRole('link', { name: frProPlan.parent.link })).toHaveCount(0);
  await expect(page.locator('a[href$="/pro-plan/parent"]')).toHaveCount(0);
  expect((await request.get('/pro-plan/parent', { headers: siteHeaders(baseURL, 'fr.localhost'), maxRedirects: 0 })).status()).toBe(404);

  await page.goto(onHost(baseURL, 'de.localhost', '/pro-plan'));
  await acceptNecessaryCookies(page);
  await expect(page.getByText(deProPlan.faq.parents.q)).toBeVisible();
  await expect(page.getByRole('link', { name: deProPlan.parent.link })).toBeVisible();
  expect((await request.get('/pro-plan/parent', { headers: siteHeaders(baseURL, 'de.localhost'), maxRedirects: 0 })).status()).toBe(200);
});

test('de.localhost: the yearly plan says what it saves; the success page says what was bought; a subscriber is offered no plan; Settings in the menu; delete is red in dark mode', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const host = 'de.localhost';
  const tokens = await signUpOnSite(request, baseURL, host, 'Mia Sommer');
  await signInPage(page, baseURL, host, tokens);
  await page.goto(onHost(baseURL, host, '/pro-plan'));
  await acceptNecessaryCookies(page);
  // 12 × 9,99 € = 119,88 €; 79,99 € a year saves 33 %.
  await expect(page.getByTestId('yearly-savings')).toHaveText(fill(deProPlan.plans.savings, { share: '33\u00a0%' }));
  await expect(page.getByTestId('compare-summaries')).toContainText(deProPlan.compare.summaries);
  await expect(page.getByTestId('compare-exams')).toContainText(deProPlan.compare.exams);

  await page.getByTestId('buy-pro_yearly').click();
  await page.getByTestId('test-pay-succeed').click();
  await expect(page).toHaveURL(/\/pro-plan\/success\?subscriptionUuid=/, { timeout: 20_000 });
  await expect(page.getByTestId('success-bought')).toHaveText(fill(deProPlan.success.bought, { plan: deProPlan.plans.year, price: '79,99\u00a0€', per: deProPlan.plans.per.year }));

  // Pro now: no buy button, no "Get Knowly Pro", no pro plan in the menu; Settings is there.
  await page.goto(onHost(baseURL, host, '/pro-plan'));
  await expect(page.getByTestId('already-pro')).toBeVisible();
  await expect(page.getByTestId('buy-pro_yearly')).toHaveCount(0);
  await page.getByRole('button', { name: fill(deShell.app.accountMenu, { name: 'Mia Sommer' }) }).first().click();
  await expect(page.getByRole('link', { name: deShell.app.proPlan })).toHaveCount(0);
  await page.getByRole('link', { name: deShell.app.settings }).click();
  await expect(page).toHaveURL(/\/app\/profile#settings$/);
  await expect(page.getByRole('link', { name: deProPlan.subscription.getPro })).toHaveCount(0);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('button', { name: deProfile.startDelete })).toHaveCSS('color', rgb(DARK_PALETTE.danger));
});

test('de.localhost: a parent’s success link shows the code it carries without replacing it; the child’s link prefills the code and leads to what they got', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const host = 'de.localhost';
  const parent = await signUpOnSite(request, baseURL, host, 'Sabine Keller');
  await signInPage(page, baseURL, host, parent);
  await page.goto(onHost(baseURL, host, '/pro-plan/parent'));
  await acceptNecessaryCookies(page);
  await page.getByTestId('buy-pro_yearly').click();
  await page.getByTestId('test-pay-succeed').click();
  await expect(page).toHaveURL(/\/pro-plan\/success\?subscriptionUuid=/, { timeout: 20_000 });
  await expect(page.getByTestId('success-bought')).toHaveText(fill(deProPlan.success.boughtForChild, { plan: deProPlan.plans.year, price: '79,99\u00a0€', per: deProPlan.plans.per.year }));
  const code = (await page.getByTestId('subscription-code').textContent())!.trim();
  const childLink = (await page.getByTestId('subscription-link').textContent())!.trim();
  const subscriptionUuid = new URL(page.url()).searchParams.get('subscriptionUuid')!;
  expect(new URL(childLink).searchParams.get('subscriptionUuid')).toBe(subscriptionUuid);

  // Opened again with the code, the page shows that code and makes no new one (the child's code keeps working).
  await page.goto(onHost(baseURL, host, `/pro-plan/success?subscriptionUuid=${subscriptionUuid}&subscriptionCode=${code}`));
  await expect(page.getByTestId('subscription-code')).toHaveText(code);

  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await signInPage(child, baseURL, host, await signUpOnSite(request, baseURL, host, 'Emma Keller'));
  await child.goto(`${childLink}&utm_content=parent_link`);
  await acceptNecessaryCookies(child);
  await expect(child.getByTestId('activate-code')).toHaveValue(code);
  await child.getByTestId('activate-submit').click();
  await expect(child).toHaveURL(new RegExp(`/pro-plan/success\\?subscriptionUuid=${subscriptionUuid}&utm_content=parent_link$`), { timeout: 20_000 });
  await expect(child.getByTestId('success-bought')).toHaveText(deProPlan.subscription.fromParent);
  await childContext.close();
});
