// Issue 33 (decision 044) on the UK site (gb.localhost): a student chooses their exam board in the profile settings —
// saved on the account, there again after a reload — and filters search by a board (the URL and the API call carry it).
// Screenshots: the settings on a phone in dark mode, search on a desktop in light mode.
import common from '../../public/locales/en-GB/common.json';
import shell from '../../public/locales/en-GB/shell.json';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, settled, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

const HOST = 'gb.localhost';
const PHONE = { width: 390, height: 844 };

test('gb.localhost: an exam board chosen in the profile is kept, and search filters by board', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const tokens = await signUpOnSite(request, baseURL, HOST, 'Amelia Clarke');
  await signInPage(page, baseURL, HOST, tokens);

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(onHost(baseURL, HOST, '/app/profile#settings'));
  await acceptNecessaryCookies(page, shell.cookieNecessaryOnly);
  const board = page.getByTestId('profile-exam-board');
  await expect(board).toHaveValue('');
  await expect(board.locator('option')).toHaveText([common.examBoard.none, 'AQA', 'Pearson Edexcel', 'OCR', 'WJEC / Eduqas', 'CCEA', 'SQA']);
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/v1/users/${tokens.user.uuid}`);
  await board.selectOption('aqa');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('profile-exam-board')).toHaveValue('aqa');
  await expect(page.getByLabel(common.examBoard.label)).toBeVisible();
  await page.getByTestId('profile-exam-board').scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('profile-phone-dark.png') });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(onHost(baseURL, HOST, '/app/search?query=photosynthesis'));
  const filter = page.getByTestId('search-exam-board');
  await expect(filter).toHaveValue('');
  await expect(filter.locator('option').first()).toHaveText(common.examBoard.all);
  const searched = page.waitForResponse((response) => response.url().includes('/api/v1/knows/search') && response.url().includes('examBoard=ocr'));
  await filter.selectOption('ocr');
  expect((await searched).status()).toBe(200);
  await expect(page).toHaveURL(/examBoard=ocr/);
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('search-desktop-light.png') });
});
