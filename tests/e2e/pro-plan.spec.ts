// The pro plan (issue 19 acceptance), with the local test-mode provider: on de.localhost a student reaches /pro-plan
// from the user menu, buys monthly pro, and a German know page shows no blurred page; the profile cancels the
// subscription in two clicks. A parent buys on /pro-plan/parent and another account redeems the code. A failed payment
// leaves the user free with a clear message. On tr.localhost no pro link appears and /pro-plan leads to the
// unavailable page.
import type { APIRequestContext } from '@playwright/test';
import proDe from '../../public/locales/de/pro-plan.json';
import shellDe from '../../public/locales/de/shell.json';
import shellTr from '../../public/locales/tr/shell.json';
import { acceptNecessaryCookies, fill } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

type Tokens = { accessToken: string; refreshToken: string };

async function premiumStatus(request: APIRequestContext, baseURL: string | undefined, host: string, tokens: Tokens): Promise<string> {
  const response = await request.get('/api/v1/users/me', { headers: { ...siteHeaders(baseURL, host), authorization: `Bearer ${tokens.accessToken}` } });
  return ((await response.json()) as { premiumStatus: string }).premiumStatus;
}

/** A German demo know whose later pages a visitor sees blurred. */
async function blurredGermanKnow(request: APIRequestContext, baseURL: string | undefined): Promise<{ uuid: string; path: string }> {
  const response = await request.get('/api/v1/knows/search?query=Photosynthese', { headers: siteHeaders(baseURL, 'de.localhost') });
  const knows = ((await response.json()) as { knows: { uuid: string; path: string }[] }).knows;
  for (const know of knows) {
    const detail = await request.get(`/api/v1/knows/${know.uuid}`, { headers: siteHeaders(baseURL, 'de.localhost') });
    const pages = ((await detail.json()) as { pages: { blurred: boolean }[] }).pages;
    if (pages.some((page) => page.blurred)) return know;
  }
  throw new Error('no German demo know with blurred pages');
}

test('a student buys monthly pro with the local provider: no blur on a German know, cancel from the profile', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const host = 'de.localhost';
  const know = await blurredGermanKnow(request, baseURL);
  const tokens = await signUpOnSite(request, baseURL, host, 'Jonas Weber');
  await signInPage(page, baseURL, host, tokens);

  // The user menu leads to the pro plan.
  await page.goto(onHost(baseURL, host, '/app/library'));
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: fill(shellDe.app.accountMenu, { name: 'Jonas Weber' }) }).first().click();
  await page.getByRole('link', { name: shellDe.app.proPlan }).click();
  await expect(page).toHaveURL(/\/pro-plan$/);
  await expect(page.getByTestId('plan-pro_monthly')).toContainText('9,99');
  await expect(page.getByTestId('plan-pro_monthly')).toContainText(proDe.plans.taxNote);

  // The local provider's test checkout, clearly marked, and the payment succeeds.
  await page.getByTestId('buy-pro_monthly').click();
  await expect(page).toHaveURL(/\/pro-plan\/checkout\?subscriptionUuid=/);
  await expect(page.getByTestId('test-checkout')).toContainText(proDe.testCheckout.badge);
  await page.getByTestId('test-pay-succeed').click();
  await expect(page).toHaveURL(/\/pro-plan\/success\?subscriptionUuid=/, { timeout: 20_000 });
  await page.getByRole('link', { name: proDe.success.continue }).click();
  await expect(page.getByTestId('pro-congratulation')).toContainText(proDe.congratulation.title);
  expect(await premiumStatus(request, baseURL, host, tokens)).toBe('PRO_MONTHLY');

  // The German know shows every page: no blurred page, no sign-up call to action.
  await page.goto(onHost(baseURL, host, know.path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('know-blur-cta')).toHaveCount(0);

  // Cancelling: the profile's button, then the confirmation that says what stays until the period ends.
  await page.goto(onHost(baseURL, host, '/app/profile'));
  await expect(page.getByTestId('pro-badge')).toBeVisible();
  const section = page.getByTestId('subscription-section');
  await expect(section.getByTestId('subscription-status')).toHaveText(proDe.subscription.status.active);
  await section.getByTestId('cancel-subscription').click();
  const dialog = page.getByRole('dialog', { name: proDe.subscription.confirmTitle });
  await expect(dialog).toContainText(proDe.subscription.confirmText.split('{{date}}')[0]!);
  await dialog.getByTestId('confirm-cancel').click();
  await expect(section.getByTestId('subscription-status')).toHaveText(proDe.subscription.status.cancelled);
  // Still pro until the period ends.
  expect(await premiumStatus(request, baseURL, host, tokens)).toBe('PRO_MONTHLY');
});

test('a parent buys on /pro-plan/parent and the child redeems the code on another account', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const host = 'de.localhost';
  const parentTokens = await signUpOnSite(request, baseURL, host, 'Sabine Keller');
  await signInPage(page, baseURL, host, parentTokens);
  await page.goto(onHost(baseURL, host, '/pro-plan'));
  await acceptNecessaryCookies(page);
  await page.getByRole('link', { name: proDe.parent.link }).click();
  await expect(page).toHaveURL(/\/pro-plan\/parent$/);
  await expect(page.locator('[data-testid^="parent-variant-"]')).toBeVisible();
  await page.getByTestId('buy-pro_yearly').click();
  await page.getByTestId('test-pay-succeed').click();
  await expect(page).toHaveURL(/\/pro-plan\/success\?subscriptionUuid=/, { timeout: 20_000 });
  const code = (await page.getByTestId('subscription-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  await expect(page.getByTestId('subscription-link')).toContainText('/pro-plan/activate?subscriptionCode=');
  expect(await premiumStatus(request, baseURL, host, parentTokens)).toBe('NONE');

  // The child, signed in with their own account in another browser, redeems it.
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  const childTokens = await signUpOnSite(request, baseURL, host, 'Emma Keller');
  await signInPage(child, baseURL, host, childTokens);
  await child.goto(onHost(baseURL, host, '/pro-plan/activate'));
  await acceptNecessaryCookies(child);
  await child.getByTestId('activate-code').fill('0000-0000-0000-0000');
  await child.getByTestId('activate-submit').click();
  await expect(child.getByTestId('activate-error')).toHaveText(proDe.errors.codeUnknown);
  await child.getByTestId('activate-code').fill(code.toLowerCase());
  await child.getByTestId('activate-submit').click();
  await expect(child.getByTestId('pro-congratulation')).toBeVisible({ timeout: 20_000 });
  expect(await premiumStatus(request, baseURL, host, childTokens)).toBe('PRO_YEARLY');
  await childContext.close();
});

test('a failed payment leaves the user free with a clear message', async ({ page, request, baseURL }) => {
  const host = 'de.localhost';
  const tokens = await signUpOnSite(request, baseURL, host, 'Lena Vogel');
  await signInPage(page, baseURL, host, tokens);
  await page.goto(onHost(baseURL, host, '/pro-plan'));
  await acceptNecessaryCookies(page);
  await page.getByTestId('buy-pro_monthly').click();
  await page.getByTestId('test-pay-fail').click();
  await expect(page).toHaveURL(/\/pro-plan\?checkout=failed/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-outcome')).toHaveText(proDe.checkoutOutcome.failed);
  expect(await premiumStatus(request, baseURL, host, tokens)).toBe('NONE');
});

test('on tr.localhost no pro link appears and /pro-plan leads to the unavailable page', async ({ page, request, baseURL }) => {
  const host = 'tr.localhost';
  const tokens = await signUpOnSite(request, baseURL, host, 'Elif Demir');
  await signInPage(page, baseURL, host, tokens);
  await page.goto(onHost(baseURL, host, '/app/profile'));
  await page.getByRole('button', { name: fill(shellTr.app.accountMenu, { name: 'Elif Demir' }) }).first().click();
  await expect(page.getByRole('link', { name: shellTr.app.proPlan })).toHaveCount(0);
  await expect(page.locator('a[href*="pro-plan"]')).toHaveCount(0);
  await expect(page.getByTestId('subscription-section')).toHaveCount(0);
  for (const path of ['/pro-plan', '/pro-plan/parent', '/pro-plan/activate']) {
    await page.goto(onHost(baseURL, host, path));
    await expect(page).toHaveURL(/\/app\/unavailable-feature$/);
  }
  const plans = await request.get('/api/v1/plans', { headers: siteHeaders(baseURL, host) });
  expect(await plans.json()).toEqual({ plans: [] });
});
