// Knower competitions (issue 20): the demo knower Lena on de.localhost opens the competition from the payout pages'
// tabs and finds herself on the leaderboard; Jonas, whom the competition job made a winner of last month's competition
// at start (seed-demo-competition.ts), follows the link of his mail in the dev mailbox to the payout form, fills it in,
// and the link then says it was used; a made-up token gets its own page. On mx.localhost (payouts hidden) the
// competition pages lead to /app/unavailable-feature.
import payouts from '../../public/locales/de/payouts.json';
import { DEMO_WINNER } from '../../server/db/seed/seed-demo-competition';
import { DEMO_KNOWER } from '../../server/db/seed/seed-demo-earnings';
import { acceptNecessaryCookies, fill, linkFromMailbox, signInThroughForm } from './account-helpers';
import { expect, onHost, test } from './fixtures';

test('a knower on de sees the running competition and her place on the leaderboard', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await acceptNecessaryCookies(page);
  await signInThroughForm(page, onHost(baseURL, 'de.localhost', '/auth/signin?redirect=%2Fprofile%2Fpayouts'), DEMO_KNOWER.email, DEMO_KNOWER.password);
  await expect(page).toHaveURL(/\/profile\/payouts$/, { timeout: 30_000 });
  await page.getByRole('link', { name: payouts.pages.competition }).click();
  await expect(page).toHaveURL(/\/profile\/payouts\/competition$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: payouts.competition.title, level: 1 })).toBeVisible();
  await expect(page.getByText(fill(payouts.competition.place, { rank: 1 }), { exact: true })).toBeVisible();
  const board = page.getByTestId('competition-leaderboard');
  await expect(board.getByRole('cell', { name: `Lena Vogel (${payouts.competition.you})` })).toBeVisible();
  await expect(page.getByTestId('competition-own-place')).toHaveText(/^Du bist auf Platz \d+ mit (?:1 zählenden Know|\d+ zählenden Knows)\.$/);
});

test('a winner gives payout details through the mailed link once', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const path = '/profile/payouts/competition-form';
  // The job settles last month's competition shortly after the server starts.
  let link = '';
  await expect
    .poll(async () => (link = await linkFromMailbox(page, baseURL, DEMO_WINNER.email, path).catch(() => '')), { timeout: 90_000, intervals: [2_000] })
    .toContain('accessToken=');
  // The job mails without a request, so the link's port is the server's configured one: keep its path and query.
  const url = new URL(link);
  link = onHost(baseURL, 'de.localhost', `${url.pathname}${url.search}`);
  await page.goto(link);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { name: payouts.competitionForm.title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Du hast Platz \d und \d+,00\s€ gewonnen\.$/)).toBeVisible();
  await page.getByLabel(payouts.request.iban).fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel(payouts.request.holderName).fill('Jonas Krüger');
  await page.getByRole('button', { name: payouts.competitionForm.submit }).click();
  await expect(page.getByText(payouts.request.errors.iban)).toBeVisible();
  await page.getByLabel(payouts.request.iban).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: payouts.competitionForm.submit }).click();
  await expect(page.getByText(payouts.competitionForm.done)).toBeVisible({ timeout: 20_000 });

  await page.goto(link);
  await expect(page.getByText(payouts.competitionForm.invalid)).toBeVisible();
  await expect(page.getByText(payouts.competitionForm.used)).toBeVisible();
  await page.goto(onHost(baseURL, 'de.localhost', `${path}?accessToken=5b0c1f44-2f1e-4d8e-9a3b-7c6d5e4f3a21`));
  await expect(page.getByText(payouts.competitionForm.unknown)).toBeVisible();
});

test('on mx, where payouts are hidden, the competition form leads to the unavailable-feature page', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'mx.localhost', '/profile/payouts/competition-form?accessToken=5b0c1f44-2f1e-4d8e-9a3b-7c6d5e4f3a21'));
  await expect(page).toHaveURL(/\/app\/unavailable-feature/);
});
