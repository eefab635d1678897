// A first flashcard set in one minute (issue 31 acceptance), on a phone on de.localhost: from /app/flashcards to a first
// reviewed card in four steps — (1) "Neues Set" opens the editor, (2) one card typed and "Set speichern", (3) "Jetzt
// lernen" opens the set's review, (4) the card answered (its answer shown and graded "Gut"). The set is saved as a
// private draft: nothing about publishing is asked on the way, and "Für andere veröffentlichen" is a later choice.
// The user is made through the API (sign-up) and has no set before, so the overview starts empty.
import type { APIRequestContext, Page } from '@playwright/test';
import flashcards from '../../public/locales/de/flashcards.json';
import upload from '../../public/locales/de/upload.json';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';

type Tokens = { accessToken: string; refreshToken: string };

const HOST = 'de.localhost';
const PHONE = { width: 390, height: 844 };

async function signUp(request: APIRequestContext, baseURL: string | undefined): Promise<Tokens> {
  const email = `firstset${Date.now()}@example.org`;
  const response = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, HOST), data: { email, name: 'Mila Brandt', password: 'karteikarten2026' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Tokens;
}

async function signInPage(page: Page, baseURL: string | undefined, tokens: Tokens) {
  const url = onHost(baseURL, HOST, '/');
  await page.context().addCookies([
    { name: 'knowly_access_token', value: tokens.accessToken, url, sameSite: 'Lax' },
    { name: 'knowly_refresh_token', value: tokens.refreshToken, url, sameSite: 'Lax' },
  ]);
}

test('from /app/flashcards to a first reviewed card in four steps on a phone, the set saved private', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const tokens = await signUp(request, baseURL);
  await signInPage(page, baseURL, tokens);
  await page.setViewportSize(PHONE);
  await page.goto(onHost(baseURL, HOST, '/app/flashcards'));
  await acceptNecessaryCookies(page);
  await expect(page.getByTestId('due-today')).toHaveText(flashcards.overview.noCardsYet);

  // Step 1: "Neues Set" opens the editor straight away.
  await page.getByTestId('new-flashcard-set').click();
  await expect(page).toHaveURL(/\/app\/flashcards\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: upload.flashcards.newSet.title })).toBeVisible();

  // Step 2: one card typed, saved in one step.
  await page.getByTestId('card-front-1').fill('Mitochondrien');
  await page.getByTestId('card-back-1').fill('Kraftwerke der Zelle');
  await page.getByTestId('create-flashcards-from-editor').click();
  await expect(page.getByRole('heading', { name: upload.flashcards.newSet.savedTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: upload.flashcards.newSet.publishLater })).toBeVisible();
  const study = page.getByRole('link', { name: upload.flashcards.newSet.studyNow });
  const knowUuid = new URL(await study.getAttribute('href').then((href) => href!), 'http://x').searchParams.get('knowUuid')!;
  // Saved private: a draft only its maker sees.
  const draft = await request.get(`/api/v1/knows/${knowUuid}/draft`, { headers: { ...siteHeaders(baseURL, HOST), authorization: `Bearer ${tokens.accessToken}` } });
  expect(((await draft.json()) as { status: string }).status).toBe('DRAFT');

  // Step 3: "Jetzt lernen" opens the set's review.
  await study.click();
  await expect(page).toHaveURL(new RegExp(`/app/flashcards\\?knowUuid=${knowUuid}$`));
  await expect(page.getByTestId('mode-review')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('card-front')).toHaveText('Mitochondrien');

  // Step 4: the card answered — shown and graded "Gut" — and saved on the server.
  await page.getByRole('button', { name: flashcards.review.showAnswer }).click();
  await expect(page.getByTestId('card-back')).toHaveText('Kraftwerke der Zelle');
  await page.getByTestId('grade-3').click();
  await expect(page.getByTestId('answers-sync')).toHaveText(flashcards.review.allSaved);
});
