// AI study help (issue 18 acceptance), with the local AI engine over the demo knows: on de.localhost a student asks
// about 'Photosynthese einfach erklärt' from its know page, sees the answer stream in with numbered citations and
// follows one to the cited page of the know; shares a parent link, which a signed-out browser opens read-only, and
// which answers 404 once revoked. On fr.localhost a short and a long summary of a demo know; on de.localhost a mock
// exam taken, graded with each correction quoting its source, and the wrong ones retried.
import type { APIRequestContext, Page } from '@playwright/test';
import aiDe from '../../public/locales/de/ai.json';
import aiFr from '../../public/locales/fr/ai.json';
import knowDe from '../../public/locales/de/know.json';
import knowFr from '../../public/locales/fr/know.json';
import uploadFr from '../../public/locales/fr/upload.json';
import shellDe from '../../public/locales/de/shell.json';
import shellFr from '../../public/locales/fr/shell.json';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { makePdf } from '../fixtures/pdf';
import { signInPage, signUpOnSite } from './signed-in-browsers';

type FoundKnow = { uuid: string; slug: string; path: string; title: string };

/** A demo know of the site, found through search. */
async function demoKnow(request: APIRequestContext, baseURL: string | undefined, host: string, query: string, title: string): Promise<FoundKnow> {
  const response = await request.get(`/api/v1/knows/search?query=${encodeURIComponent(query)}`, { headers: siteHeaders(baseURL, host) });
  expect(response.status()).toBe(200);
  const know = ((await response.json()) as { knows: FoundKnow[] }).knows.find((found) => found.title === title);
  expect(know, `the demo know "${title}"`).toBeTruthy();
  return know!;
}

/** Adds a know as material through the picker's search tab. */
async function addMaterialBySearch(page: Page, ai: typeof aiDe, query: string, title: string) {
  await page.getByTestId('ai-add-material').click();
  const dialog = page.getByRole('dialog', { name: ai.picker.title });
  await dialog.getByRole('tab', { name: ai.picker.search }).click();
  await dialog.getByRole('searchbox', { name: ai.picker.searchLabel }).fill(query);
  await dialog.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: ai.picker.add }).click();
  await dialog.getByRole('button', { name: ai.picker.done }).click();
  await expect(page.getByTestId('ai-attached-knows')).toContainText(title);
}

test('ask about a demo know, follow a citation to its page, and share the chats with a parent', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const host = 'de.localhost';
  const know = await demoKnow(request, baseURL, host, 'Photosynthese', 'Photosynthese einfach erklärt');
  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Mia Lehmann'));

  // The app navigation reaches the AI chat.
  await page.goto(onHost(baseURL, host, '/app/library'));
  await acceptNecessaryCookies(page);
  await page.getByRole('navigation', { name: shellDe.app.navigation }).getByRole('link', { name: shellDe.app.ai }).click();
  await expect(page).toHaveURL(/\/app\/chat$/);

  // From the know page, "ask AI" opens a new chat with the know attached.
  await page.goto(onHost(baseURL, host, know.path));
  await page.getByRole('link', { name: knowDe.askAi }).click();
  await expect(page).toHaveURL(/\/app\/chat\?knowUuid=/);
  await expect(page.getByTestId('ai-attached-knows')).toContainText(know.title);
  await page.getByTestId('ai-question-input').fill('Was braucht eine Pflanze für die Photosynthese?');
  await page.getByTestId('ai-send').click();
  await expect(page.getByTestId('ai-question').last()).toHaveText('Was braucht eine Pflanze für die Photosynthese?');
  await expect(page).toHaveURL(/\/app\/chat\?chatUuid=/);
  const answer = page.getByTestId('ai-answer').last();
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(page.getByTestId('ai-usage')).toBeVisible();

  // A citation leads to the cited page of the know.
  const citation = answer.locator('a.citation').first();
  const href = await citation.getAttribute('href');
  expect(href).toMatch(new RegExp(`/knows/[^#]*${know.uuid}#page-\\d+$`));
  const pageNumber = href!.split('#page-')[1]!;
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`${know.uuid}#page-${pageNumber}$`));
  await expect(page.locator(`#page-${pageNumber}`)).toBeInViewport();

  // A parent link, opened signed out, shows the chat read-only; revoked, it is gone.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/chat\?chatUuid=/);
  await page.getByText(aiDe.parents.title).click();
  // Back from the know page, the chat page loads again: a click before it has hydrated does nothing, so make the link
  // until one is listed.
  await expect(async () => {
    await page.getByTestId('ai-create-parent-link').click();
    await expect(page.getByTestId('ai-parent-link').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const link = await page.getByTestId('ai-parent-link').first().inputValue();
  expect(link).toMatch(/\/ai-chats\/parent-accesses\/[0-9a-f-]{36}$/);
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  await parentPage.goto(link);
  await expect(parentPage.getByTestId('ai-parent-chat')).toContainText('Was braucht eine Pflanze für die Photosynthese?');
  await expect(parentPage.getByTestId('ai-question-input')).toHaveCount(0);
  // Revoke every link made (a retried click above may have made two).
  const revokeButtons = page.getByRole('button', { name: aiDe.parents.revoke });
  await expect(async () => {
    if (await revokeButtons.count()) await revokeButtons.first().click();
    await expect(page.getByTestId('ai-parent-link')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const revoked = await parentPage.goto(link);
  expect(revoked?.status()).toBe(404);
  await parent.close();
});

test('the school tutor lists the learning bots; a bot’s public page starts a chat with it', async ({ page, request, baseURL }) => {
  const host = 'de.localhost';
  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Mia Lehmann'));
  await page.goto(onHost(baseURL, host, '/app/school-gpt'));
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { name: aiDe.schoolGpt.bots })).toBeVisible();
  const bot = page.getByTestId('ai-learning-bot').first();
  const name = (await bot.innerText()).trim();
  await bot.click();
  await expect(page).toHaveURL(/\/learning-bot\/[0-9a-f-]{36}\/info$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByTestId('ai-bot-start').click();
  await expect(page).toHaveURL(/\/app\/chat\?learningBotUuid=[0-9a-f-]{36}$/);
});

test('a short and a long summary of a demo know on fr.localhost', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const host = 'fr.localhost';
  const know = await demoKnow(request, baseURL, host, 'cellule', 'La cellule : unité du vivant');
  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Mia Lehmann'));
  await page.goto(onHost(baseURL, host, '/app/ai-summary'));
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: aiFr.summary.title })).toBeVisible();
  await addMaterialBySearch(page, aiFr, 'cellule', know.title);

  const summarise = async (length: 'short' | 'long') => {
    await page.getByRole('radio', { name: aiFr.summary.lengths[length] }).check();
    await page.getByTestId('ai-summarise').click();
    const summary = page.getByTestId('ai-summary');
    await expect(summary).toBeVisible({ timeout: 60_000 });
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', new RegExp(`${know.uuid}#page-\\d+$`));
    return (await summary.innerText()).length;
  };
  const short = await summarise('short');
  const long = await summarise('long');
  expect(long).toBeGreaterThan(short);
});

test('the summary page opened with filenames and length (spec §2) starts with that own upload and that length', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const host = 'fr.localhost';
  const account = await signUpOnSite(request, baseURL, host, 'Léa Martin');
  const filename = `Révisions biologie ${Date.now()}.pdf`;
  const upload = await request.post('/api/v1/knows/uploads', {
    headers: { ...siteHeaders(baseURL, host), authorization: `Bearer ${account.accessToken}` },
    multipart: { file: { name: filename, mimeType: 'application/pdf', buffer: await makePdf(['La cellule est l’unité de base du vivant. Elle possède un noyau.'], { title: 'Révisions biologie' }) } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  await signInPage(page, baseURL, host, account);
  await page.goto(onHost(baseURL, host, `/app/ai-summary?filenames=${encodeURIComponent(filename)}&length=short`));
  await acceptNecessaryCookies(page, shellFr.cookieNecessaryOnly);
  await expect(page.getByTestId('ai-attached-knows')).toContainText(/Révisions biologie/);
  await expect(page.getByRole('radio', { name: aiFr.summary.lengths.short })).toBeChecked();
  await expect(page.getByTestId('ai-summarise')).toBeEnabled();
});

test('a know page on fr.localhost has the AI make flashcards of it: a draft set of the user opens in the details step', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const host = 'fr.localhost';
  const know = await demoKnow(request, baseURL, host, 'cellule', 'La cellule : unité du vivant');
  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Mia Lehmann'));
  await page.goto(onHost(baseURL, host, know.path));
  await acceptNecessaryCookies(page, shellFr.cookieNecessaryOnly);
  await page.getByRole('button', { name: knowFr.aiFlashcards }).click();
  await expect(page).toHaveURL(/\/knows\/create\/details\?.*knowUuid=[0-9a-f-]{36}/, { timeout: 60_000 });
  expect(new URL(page.url()).searchParams.get('hasFlashcards')).toBe('true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uploadFr.flashcards.detailsTitle);
  // The cards are the know's own terms and definitions (the local engine finds one in this know).
  const cards = page.getByTestId('draft-flashcards').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/\p{L}{3,}.*\p{L}{3,}/u);
  await expect(page.getByLabel(uploadFr.titleLabel)).toHaveValue(know.title);
});

test('take a mock exam, see it graded with its sources, and retry the wrong ones', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const host = 'de.localhost';
  const know = await demoKnow(request, baseURL, host, 'Photosynthese', 'Photosynthese einfach erklärt');
  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Mia Lehmann'));
  await page.goto(onHost(baseURL, host, '/app/ai-mock-exam'));
  await acceptNecessaryCookies(page);
  await addMaterialBySearch(page, aiDe, 'Photosynthese', know.title);
  await page.getByTestId('ai-exam-instructions').fill('Nur die Lichtreaktion');
  await page.getByTestId('ai-exam-create').click();

  const questions = page.getByTestId('ai-exam-question');
  await expect(questions.first()).toBeVisible({ timeout: 60_000 });
  const count = await questions.count();
  // Every question answered the simplest way: the first option, or a word that is wrong on purpose.
  for (let index = 0; index < count; index++) {
    const question = questions.nth(index);
    const radios = question.getByRole('radio');
    if ((await radios.count()) > 0) await radios.first().check();
    else await question.getByRole('textbox').fill('Falschwort');
  }
  await page.getByTestId('ai-exam-submit').click();
  await expect(page.getByTestId('ai-exam-score')).toContainText(new RegExp(`\\d+ von ${count} richtig`));
  const corrections = page.getByTestId('ai-exam-correction');
  await expect(corrections).toHaveCount(count);
  await expect(corrections.first().getByTestId('ai-citation-link')).toHaveAttribute('href', new RegExp(`${know.uuid}#page-\\d+$`));

  // Retrying asks the wrong ones only (a written answer "Falschwort" is wrong; an all-correct exam offers no retry).
  const wrong = await page.locator('[data-testid="ai-exam-correction"][data-correct="false"]').count();
  if (wrong === 0) {
    await expect(page.getByTestId('ai-exam-retry')).toHaveCount(0);
    return;
  }
  await page.getByTestId('ai-exam-retry').click();
  await expect(questions).toHaveCount(wrong);
});
