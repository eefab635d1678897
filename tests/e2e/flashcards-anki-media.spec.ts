// Anki decks with sound and cloze (issue 31 acceptance), on a phone on de.localhost: a German vocabulary deck of two
// templates whose cards ask with a sound (and one with a video), saved by Anki in its current layout (collection.anki21b,
// zstd), and a cloze deck across two fields with hints and nesting (legacy collection.anki21) — both built by the
// fixture writers from Anki's own schema (server/flashcards/__tests__/fixtures/) — are imported from /app/flashcards/new,
// previewed with their players, saved and studied: a card of each answered in review, then one asked in Learn. The
// sound is a real WAV the browser decodes (its duration is read); the set is exported and the package read back with
// its sound.
import type { APIRequestContext, Page } from '@playwright/test';
import flashcards from '../../public/locales/de/flashcards.json';
import upload from '../../public/locales/de/upload.json';
import common from '../../public/locales/de/common.json';
import { readApkg } from '../../server/flashcards/anki/read-apkg';
import { ISSUE31_PACKAGE, MP4 } from '../../server/flashcards/__tests__/fixtures/anki-issue31';
import { currentApkg, legacyApkg, type FixturePackage } from '../../server/flashcards/__tests__/fixtures/anki-packages';
import { STYLED_PACKAGE } from '../../server/flashcards/__tests__/fixtures/anki-styles';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite, type SignedUp } from './signed-in-browsers';

type Tokens = Pick<SignedUp, 'accessToken' | 'refreshToken'>;

const HOST = 'de.localhost';
const PHONE = { width: 390, height: 844 };

/** Half a second of 8 kHz, 8-bit mono silence as a WAV file: a sound any browser decodes. */
function wav(seconds = 0.5): Uint8Array {
  const samples = Math.round(8000 * seconds);
  const bytes = new Uint8Array(44 + samples).fill(128);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  return bytes;
}

const typeOf = (id: number) => ISSUE31_PACKAGE.noteTypes.find((type) => type.id === id)!;

/** The vocabulary type of the issue's fixture (two templates: "Erkennen" asks the word with its sound, "Abrufen"
 *  the meaning), with three notes: two sounds and a video. */
const VOCABULARY: FixturePackage = {
  decks: { 1700000000001: 'Deutsch::Tiere' },
  noteTypes: [typeOf(21)],
  notes: [
    { id: 5001, typeId: 21, tags: ' tiere ', deckId: 1700000000001, cardOrdinals: [0, 1], fields: ['der Hund', 'maskulin', 'the <b>dog</b>', 'Der Hund bellt.', '[sound:hund.wav]'] },
    { id: 5002, typeId: 21, tags: ' tiere ', deckId: 1700000000001, cardOrdinals: [0, 1], fields: ['die Katze', 'feminin', 'the cat', '', '[sound:katze.wav]'] },
    { id: 5003, typeId: 21, tags: ' tiere ', deckId: 1700000000001, cardOrdinals: [0, 1], fields: ['das Pferd', 'neutral', 'the horse', '', '[sound:pferd.mp4]'] },
  ],
  media: { 'hund.wav': wav(0.5), 'katze.wav': wav(0.25), 'pferd.mp4': MP4 },
};

/** The cloze notes of the issue's fixture: cloze across two fields with hints and nesting, and the stock Cloze type. */
const CLOZE: FixturePackage = {
  noteTypes: [typeOf(24), typeOf(13)],
  notes: ISSUE31_PACKAGE.notes.filter((note) => note.typeId === 24 || note.typeId === 13),
  media: {},
};

/** Imports a package on /app/flashcards/new, saves it and opens its review; answers the set's uuid. */
async function importAndStudy(page: Page, baseURL: string | undefined, name: string, bytes: Uint8Array, cardCount: number, check: (page: Page) => Promise<void>): Promise<string> {
  await page.goto(onHost(baseURL, HOST, '/app/flashcards/new'));
  await acceptNecessaryCookies(page);
  await page.getByRole('tab', { name: upload.flashcards.sources.anki }).click();
  await page.getByTestId('apkg-input').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
  // The package is read in the file sandbox: seconds on a loaded machine.
  await expect(page.getByTestId('flashcard-preview-count')).toContainText(String(cardCount), { timeout: 60_000 });
  await check(page);
  await page.getByTestId('create-flashcards').click();
  await expect(page.getByRole('heading', { name: upload.flashcards.newSet.savedTitle })).toBeVisible({ timeout: 30_000 });
  const study = page.getByRole('link', { name: upload.flashcards.newSet.studyNow });
  const knowUuid = new URL((await study.getAttribute('href'))!, 'http://x').searchParams.get('knowUuid')!;
  await study.click();
  await expect(page.getByTestId('mode-review')).toHaveAttribute('aria-current', 'page');
  return knowUuid;
}

/** A player's media: served with its type by our API (asked by a range, as players ask), and (a sound) decoded by
 *  the browser, its duration known. Node cannot resolve *.localhost: the API is asked at the server's own address
 *  with the site's Host header and the user's token. */
async function expectPlayable(api: { request: APIRequestContext; baseURL: string | undefined; tokens: Tokens }, player: ReturnType<Page['locator']>, contentType: string, decodes: boolean) {
  await expect(player).toBeVisible();
  // An import preview's player names its file in data-import-src and plays it from an object URL the page loads.
  const src = (await player.getAttribute('data-import-src')) ?? (await player.getAttribute('src'))!;
  const response = await api.request.get(src, { headers: { ...siteHeaders(api.baseURL, HOST), authorization: `Bearer ${api.tokens.accessToken}`, range: 'bytes=0-1' } });
  expect(response.status(), src).toBe(206);
  expect(response.headers()['content-type']).toBe(contentType);
  if (!decodes) return;
  const state = () =>
    player.evaluate((element: HTMLMediaElement) => ({ duration: element.duration, readyState: element.readyState, networkState: element.networkState, error: element.error?.code ?? null, src: element.currentSrc }));
  await expect.poll(async () => (await state()).duration, { timeout: 15_000, message: 'the sound decodes' }).toBeGreaterThan(0).catch(async (error: unknown) => {
    throw new Error(`${String(error)}\n${JSON.stringify(await state())}`);
  });
}

test('an Anki deck with sound and a cloze deck: imported, previewed with players, studied in review and Learn, exported', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const tokens = await signUpOnSite(request, baseURL, HOST, 'Jonas Krüger');
  await signInPage(page, baseURL, HOST, tokens);
  await page.setViewportSize(PHONE);
  const api = { request, baseURL, tokens };

  const vocabulary = await importAndStudy(page, baseURL, 'deutsch-tiere.apkg', await currentApkg(VOCABULARY), 6, async () => {
    const preview = page.getByTestId('flashcard-preview');
    await expect(preview.locator('video')).toHaveCount(1);
    await expectPlayable(api, preview.getByRole('listitem').first().locator(`audio[aria-label="${common.cardMedia.audio}"]`), 'audio/wav', true);
    await expectPlayable(api, preview.locator(`video[aria-label="${common.cardMedia.video}"]`), 'video/mp4', false);
  });
  // Review: the first card asks with the word and its sound ("Erkennen"); answered "Gut".
  const front = page.getByTestId('card-front');
  await expect(front).toContainText('der Hund');
  await expectPlayable(api, front.locator(`audio[aria-label="${common.cardMedia.audio}"]`), 'audio/wav', true);
  await page.getByRole('button', { name: flashcards.review.showAnswer }).click();
  await expect(page.getByTestId('card-back')).toContainText('the dog');
  await page.getByTestId('grade-3').click();
  await expect(page.getByTestId('answers-sync')).toHaveText(flashcards.review.allSaved);
  // Learn: a question of the set, answered by choice; a sound among the options is named, never a control in a button.
  await page.getByTestId('mode-learn').click();
  await expect(page.getByTestId('learn-prompt')).toBeVisible();
  await expect(page.getByTestId('learn-option').locator('audio, video')).toHaveCount(0);
  await page.getByTestId('learn-option').first().click();
  await expect(page.getByTestId('learn-feedback')).not.toBeEmpty();
  // Export: the package carries the sounds back, named as Anki names them.
  const exported = await request.get(`/api/v1/knows/${vocabulary}/flashcards/export?format=apkg`, { headers: { ...siteHeaders(baseURL, HOST), authorization: `Bearer ${tokens.accessToken}` } });
  expect(exported.status()).toBe(200);
  const read = await readApkg(new Uint8Array(await exported.body()));
  expect(read.cards.filter((card) => card.front.includes('[sound:'))).toHaveLength(3);
  expect(read.images?.filter((file) => file.mediaType === 'audio/wav')).toHaveLength(2);

  await importAndStudy(page, baseURL, 'zellbiologie.apkg', await legacyApkg(CLOZE), 7, async () => undefined);
  // Review: the first deletion, asked with its hint, the other deletions shown; answered with it in bold.
  await expect(page.getByTestId('card-front')).toContainText('[Organell] bilden ATP (Adenosintriphosphat).');
  await page.getByRole('button', { name: flashcards.review.showAnswer }).click();
  await expect(page.getByTestId('card-back').locator('b')).toHaveText('Mitochondrien');
  await page.getByTestId('grade-3').click();
  await expect(page.getByTestId('answers-sync')).toHaveText(flashcards.review.allSaved);
  await page.getByTestId('mode-learn').click();
  await expect(page.getByTestId('learn-prompt')).toContainText(/\[(Organell|Farbstoff|\.\.\.)\]/);
});

test('a note type’s own CSS styles its cards as Anki would, inside the card only: preview and review, phone, light and dark', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const tokens = await signUpOnSite(request, baseURL, HOST, 'Aiko Weber');
  await signInPage(page, baseURL, HOST, tokens);
  await page.setViewportSize(PHONE);
  const kanji = (side: ReturnType<Page['locator']>) => side.locator('.ak-kanji').first();
  const styleOf = (element: ReturnType<Page['locator']>) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      return { fontSize: style.fontSize, color: style.color, wrapperAlign: getComputedStyle(node.closest('.ak-card')!).textAlign };
    });
  await importAndStudy(page, baseURL, 'japanisch.apkg', await currentApkg(STYLED_PACKAGE), 3, async () => {
    // The deck's phone rule (max-width: 480px), its colour, its left alignment of the card.
    await expect.poll(() => styleOf(kanji(page.getByTestId('flashcard-preview')))).toEqual({ fontSize: '36px', color: 'rgb(178, 34, 34)', wrapperAlign: 'left' });
  });
  const front = page.getByTestId('card-front');
  await expect(front).toContainText('日');
  await expect.poll(() => styleOf(kanji(front))).toEqual({ fontSize: '36px', color: 'rgb(178, 34, 34)', wrapperAlign: 'left' });
  // The deck's night-mode rule in the dark theme; the page around the card keeps its own look.
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await expect.poll(async () => (await styleOf(kanji(front))).color).toBe('rgb(255, 138, 128)');
  // Nothing of the deck's CSS reaches outside the card: the page's body keeps its own font and background.
  const outside = await page.evaluate(() => ({ font: getComputedStyle(document.body).fontFamily, background: getComputedStyle(document.body).backgroundImage }));
  expect(outside.font).not.toContain('Noto Sans JP');
  expect(outside.background).toBe('none');
  await page.screenshot({ path: test.info().outputPath('styled-card-dark.png') });
});

test('an imported deck opened in the editor keeps the cards left as they came — styles and all — and saves the one edited as typed', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const tokens = await signUpOnSite(request, baseURL, HOST, 'Mei Braun');
  await signInPage(page, baseURL, HOST, tokens);
  await page.goto(onHost(baseURL, HOST, '/app/flashcards/new'));
  await acceptNecessaryCookies(page);
  await page.getByRole('tab', { name: upload.flashcards.sources.anki }).click();
  await page.getByTestId('apkg-input').setInputFiles({ name: 'japanisch.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(await currentApkg(STYLED_PACKAGE)) });
  await expect(page.getByTestId('flashcard-preview-count')).toContainText('3', { timeout: 60_000 });
  await page.getByTestId('edit-flashcard-preview').click();
  // The third row (Anki's stock Basic "Hund") edited; the two styled rows left as they came.
  await expect(page.getByTestId('card-back-3')).toHaveValue('dog');
  await page.getByTestId('card-back-3').fill('the dog');
  await page.getByTestId('create-flashcards-from-editor').click();
  await expect(page.getByRole('heading', { name: upload.flashcards.newSet.savedTitle })).toBeVisible({ timeout: 30_000 });
  const study = page.getByRole('link', { name: upload.flashcards.newSet.studyNow });
  const knowUuid = new URL((await study.getAttribute('href'))!, 'http://x').searchParams.get('knowUuid')!;
  const listed = await request.get(`/api/v1/knows/${knowUuid}/flashcards`, { headers: { ...siteHeaders(baseURL, HOST), authorization: `Bearer ${tokens.accessToken}` } });
  const cards = ((await listed.json()) as { cards: { front: string; back: string }[] }).cards;
  expect(cards.map((card) => card.front.includes('class="ak-kanji"'))).toEqual([true, true, false]);
  expect(cards[2]!.back).toBe('the dog');
  await study.click();
  await expect(page.getByTestId('card-front').locator('.ak-kanji')).toBeVisible();
  await expect.poll(() => page.getByTestId('card-front').locator('.ak-kanji').evaluate((node) => getComputedStyle(node).color)).toBe('rgb(178, 34, 34)');
});
