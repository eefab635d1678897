// The static pages on the country sites: their text, title, layout, extras, and no accessibility violations.
import { axeViolations, expect, onHost, test } from './fixtures';


const PAGES = [
  '/about/company', '/about/advertise', '/about/safety', '/about/schedule-call', '/expansion', '/careers', '/careers/jobs',
  '/legal/imprint', '/legal/privacy', '/legal/tos', '/legal/guidelines', '/legal/contact', '/legal/tos-knower', '/ads-survey-redirect',
];

for (const host of ['de.localhost', 'fr.localhost']) {
  test(`every static page answers with its text on ${host}`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    for (const path of PAGES) {
      const response = await page.goto(onHost(baseURL, host, path));
      expect(response?.status(), path).toBe(200);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      expect(heading, path).toBeTruthy();
      await expect(page).toHaveTitle(`${heading} | Knowly`);
      await expect(page.locator('article h2').first(), path).toBeVisible();
    }
  });
}

test('the texts fill in the site: support e-mail and minimum age of the country', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'localhost', '/legal/contact'));
  await expect(page.locator('article a[href="mailto:support@knowly.com"]').first()).toBeVisible();
  await page.goto(onHost(baseURL, 'localhost', '/about/safety'));
  await expect(page.locator('article')).toContainText('at least 13 years old');
  await expect(page.locator('article')).not.toContainText('{{');
});

test('the expansion page shows the contest and launch state of the country', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'mx.localhost', '/expansion'));
  await expect(page.getByTestId('contest-state')).toContainText('2024');
  await expect(page.getByTestId('launch-state')).toBeVisible();
  await page.goto(onHost(baseURL, 'fr.localhost', '/expansion'));
  await expect(page.getByTestId('contest-state')).not.toContainText('2024');
});

test('the jobs page lists the open positions', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'localhost', '/careers/jobs'));
  const positions = page.locator('section[aria-labelledby="open-positions"]');
  await expect(positions.getByRole('heading', { name: 'Open positions' })).toBeVisible();
  expect(await positions.locator('li h3').count()).toBeGreaterThan(0);
});

test('the ads survey redirect follows only http and https addresses of the survey forms in config', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'localhost', '/ads-survey-redirect?url=javascript:alert(1)'));
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
  // An open redirect to anywhere: no link, no redirect.
  await page.goto(onHost(baseURL, 'localhost', '/ads-survey-redirect?url=https://evil.example/phish'));
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the survey' })).toHaveCount(0);
  await page.waitForTimeout(2000);
  expect(page.url()).toContain('/ads-survey-redirect');
  // A whole survey host is not enough (security issue 28): anyone can publish a form there.
  await page.goto(onHost(baseURL, 'localhost', '/ads-survey-redirect?url=https://forms.gle/s1'));
  await expect(page.getByRole('link', { name: 'Continue to the survey' })).toHaveCount(0);
  await page.route('https://knowly.typeform.com/**', (route) => route.fulfill({ status: 200, body: 'survey' }));
  await page.goto(onHost(baseURL, 'localhost', '/ads-survey-redirect?url=https://knowly.typeform.com/to/s1'));
  await expect(page.getByRole('link', { name: 'Continue to the survey' })).toHaveAttribute('href', 'https://knowly.typeform.com/to/s1');
  await page.waitForURL('https://knowly.typeform.com/to/s1');
});

test('the unavailable-feature page is an app-area page without navbar and footer', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/app/unavailable-feature'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

for (const path of ['/', '/legal/privacy']) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'de.localhost', path));
    await page.getByRole('dialog', { name: /cookie/i }).getByRole('button', { name: 'Nur notwendige' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds no accessibility violations on / while the cookie banner is shown (a first visit)', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/'));
  await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

