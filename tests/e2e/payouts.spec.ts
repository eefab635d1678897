// Knower earnings and payouts (issue 20): the demo knower Lena on de.localhost reaches her earnings from the account
// menu, sees the chart of what the earnings job booked, requests a payout (IBAN) and finds it in the history; the demo
// admin approves it on /admin/payouts and the knower's history says so. On mx.localhost (payouts hidden) the menu has
// no payout link and the page sends her to /app/unavailable-feature.
import auth from '../../public/locales/de/auth.json';
import payouts from '../../public/locales/de/payouts.json';
import shell from '../../public/locales/de/shell.json';
import authMx from '../../public/locales/es-MX/auth.json';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../../server/db/seed/demo-content';
import { DEMO_KNOWER } from '../../server/db/seed/seed-demo-earnings';
import { acceptNecessaryCookies, openAccountMenu, signInThroughForm as signIn } from './account-helpers';
import { expect, onHost, test } from './fixtures';

test('a knower on de sees her earnings, requests a payout and the admin approves it', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await acceptNecessaryCookies(page);
  await signIn(page, onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fapp%2Ffeeds'), DEMO_KNOWER.email, DEMO_KNOWER.password, auth);
  await expect(page).toHaveURL(/\/app\/feeds/, { timeout: 30_000 });

  await openAccountMenu(page, shell.app.accountMenu.replace('{{name}}', 'Lena Vogel'), shell.app.payouts);
  await page.getByRole('link', { name: shell.app.payouts }).click();
  await expect(page).toHaveURL(/\/app\/payouts$/);
  await expect(page.getByRole('heading', { name: payouts.overview.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('payout-balance')).toHaveText(/\d+,\d{2}\s€/);
  await expect(page.getByRole('img', { name: /^Einnahmen pro Tag in den letzten 30 Tagen/ })).toBeVisible();
  await expect(page.getByTestId('earnings-chart').locator('rect').first()).toBeVisible();

  // The balance card's button (the page tabs have a link of the same name).
  await page.getByRole('link', { name: payouts.balance.request }).last().click();
  await expect(page).toHaveURL(/\/app\/payouts\/request$/);
  await page.getByLabel(/^Betrag/).fill('10');
  await page.getByLabel(payouts.request.iban).fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel(payouts.request.holderName).fill('Lena Vogel');
  await page.getByRole('button', { name: payouts.request.submit }).click();
  await expect(page.getByText(payouts.request.errors.iban)).toBeVisible();
  await page.getByLabel(payouts.request.iban).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: payouts.request.submit }).click();
  await expect(page).toHaveURL(/\/app\/payouts\/history$/, { timeout: 20_000 });
  const history = page.getByTestId('payout-history');
  await expect(history.getByText(/^10,00\s€$/)).toBeVisible();
  await expect(history.getByText(payouts.status.requested, { exact: true })).toBeVisible();

  // The team approves it.
  await page.context().clearCookies();
  await signIn(page, onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fadmin%2Fpayouts'), DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, auth);
  await expect(page).toHaveURL(/\/admin\/payouts$/, { timeout: 30_000 });
  const request = page.getByTestId('payout-review').filter({ hasText: 'Lena Vogel' }).first();
  await expect(request.getByText(payouts.status.requested, { exact: true })).toBeVisible();
  await request.getByRole('button', { name: payouts.admin.approve }).click();
  await expect(request.getByText(payouts.status.approved, { exact: true })).toBeVisible();
  await expect(request.getByText(/Genehmigt von Knowly Admin/)).toBeVisible();
});

test('on mx, where payouts are hidden, there is no payout link and no payout page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, onHost(baseURL, 'mx.localhost', '/auth/signin?redirect=%2Fapp%2Ffeeds'), DEMO_KNOWER.email, DEMO_KNOWER.password, authMx);
  await expect(page).toHaveURL(/\/app\/feeds/, { timeout: 30_000 });
  // Lena's account is German: its signed-in pages on the Mexican site are in German under /de (decision 038).
  await openAccountMenu(page, shell.app.accountMenu.replace('{{name}}', 'Lena Vogel'), shell.app.myKnows);
  await expect(page.getByRole('link', { name: shell.app.payouts })).toHaveCount(0);
  await page.goto(onHost(baseURL, 'mx.localhost', '/app/payouts'));
  await expect(page).toHaveURL(/\/app\/unavailable-feature$/);
});
