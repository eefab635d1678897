// Know search in the browser: results for a word from a know's document, subject filter, a typo answered with the
// corrected query's results ("Showing results for …") and the link to search it as typed, which leads through
// "Did you mean …?" back to results, the URL following the search, analytics events, and one language per site.
import type { Request } from '@playwright/test';
import { expect, firstLoadCode, holdChunks, onHost, test } from './fixtures';

const DEMO_TITLE = 'Photosynthese einfach erklärt';
const isEventsPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events';

type PostedEvent = { name: string; search?: { searchSessionUuid: string; query?: string; resultPosition?: number; numberOfExactResults?: number } };
const postedEvents = (request: Request): PostedEvent[] => {
  const body = request.postDataJSON() as { events?: PostedEvent[] } | PostedEvent;
  return 'events' in body && body.events ? body.events : [body as PostedEvent];
};

test('typing a word from inside a know’s document shows it, and the URL follows the search', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/knows/search'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // "Stroma" stands only in the document's text, not in its title or description.
  await page.getByRole('searchbox').fill('Stroma');
  await expect(page.getByText('1 Ergebnis für „Stroma“')).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO_TITLE })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]query=Stroma(&|$)/);
});

// Decision 053: the search view is the page's interactive island: its code (and React Query's) is not in the first
// load. Held back here, a query typed into the kept search field is carried over and searched once it has come.
test("a query typed before the search's code came is searched, and that code is not in the first load", async ({ page, baseURL }) => {
  await holdChunks(page, 'didYouMean', 2500);
  const response = await page.goto(onHost(baseURL, 'de.localhost', '/knows/search'), { waitUntil: 'load' });
  expect((await firstLoadCode(page, (await response?.text()) ?? '')).some((code) => code.includes('didYouMean'))).toBe(false);
  await page.getByRole('searchbox').fill('Stroma');
  await expect(page.getByText('1 Ergebnis für „Stroma“')).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('Stroma');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await expect(page).toHaveURL(/[?&]query=Stroma(&|$)/);
});

test('the server renders the results of the URL, and the subject filter narrows them', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/knows/search?query=Photosynthese'));
  await expect(page.getByRole('link', { name: DEMO_TITLE })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/knows\/search$/);

  await page.getByRole('button', { name: 'Geschichte', exact: true }).click();
  await expect(page.getByText('Nichts gefunden')).toBeVisible();
  await expect(page).toHaveURL(/subjectId=[0-9a-f-]{36}/);

  await page.getByRole('button', { name: 'Biologie', exact: true }).click();
  await expect(page.getByRole('link', { name: DEMO_TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Biologie', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

for (const typo of ['Fotosynthese', 'Photosynthse']) {
  test(`a typo (${typo}) shows the corrected query's results, and the original can be searched as typed`, async ({ page, baseURL }) => {
    // Issue 15 "typos": the results of the corrected query, said so, with a link to the query as typed.
    await page.goto(onHost(baseURL, 'de.localhost', `/knows/search?query=${typo}`));
    await expect(page.getByRole('status').getByText('Wir zeigen Ergebnisse für photosynthese')).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_TITLE })).toBeVisible();
    const asTyped = page.getByRole('link', { name: typo, exact: true });
    await expect(asTyped).toHaveAttribute('href', new RegExp(`query=${typo}.*asTyped=true`));
    await asTyped.click();
    await expect(page).toHaveURL(/asTyped=true/);
    await expect(page.getByText('Nichts gefunden')).toBeVisible();
    const suggestion = page.getByRole('button', { name: 'photosynthese', exact: true });
    await expect(suggestion).toBeVisible();
    await expect(page.getByText(/Meintest du photosynthese\? \(\d+ Treffer\)/)).toBeVisible();
    await suggestion.click();
    await expect(page.getByRole('link', { name: DEMO_TITLE })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('photosynthese');
    await expect(page).toHaveURL(/query=photosynthese/);
    await expect(page).not.toHaveURL(/asTyped/);
  });
}

test('accents and diacritics do not matter: "revolution" finds "La Révolution française" on fr.localhost', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'fr.localhost', '/knows/search?query=revolution'));
  await expect(page.getByRole('link', { name: 'La Révolution française' })).toBeVisible();
});

test('a settled search and an opened result are reported with one search session', async ({ page, baseURL }) => {
  const events: PostedEvent[] = [];
  page.on('request', (request) => {
    if (isEventsPost(request)) events.push(...postedEvents(request));
  });
  // Tall enough that the cookie banner (left untouched: its choice is not what this test is about) covers no card.
  await page.setViewportSize({ width: 1440, height: 1400 });
  await page.goto(onHost(baseURL, 'de.localhost', '/knows/search'));
  await page.getByRole('searchbox').fill('Photosynthese');
  await expect(page.getByText('1 Ergebnis für „Photosynthese“')).toBeVisible();
  // The position reported is the card's place in the list the visitor clicked in (page 1: its index). While a search
  // loads, the previous list stays on screen, marked busy: measure and click once the list is the settled one.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const link = page.getByRole('link', { name: DEMO_TITLE });
  const shownAt = await link.evaluate((anchor) => {
    const item = anchor.closest('li')!;
    return Array.from(item.parentElement!.children).indexOf(item);
  });
  await link.click();
  await expect(page).toHaveURL(/\/knows\/photosynthese-einfach-erklart-/, { timeout: 20_000 });
  await expect.poll(() => events.filter((event) => event.name === 'search_result_clicked').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const performed = events.filter((event) => event.name === 'search_performed' && event.search?.query === 'Photosynthese');
  const clicked = events.find((event) => event.name === 'search_result_clicked')!;
  expect(performed.length).toBeGreaterThan(0);
  expect(clicked.search).toMatchObject({ resultPosition: shownAt, query: 'Photosynthese', searchSessionUuid: performed[0]!.search!.searchSessionUuid });
});

test('fr.localhost searches French knows only', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'fr.localhost', '/knows/search'));
  await expect(page.getByRole('link', { name: 'La Révolution française' })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO_TITLE })).toHaveCount(0);
  // French stemming finds the French know that mentions « photosynthèse », never the German one.
  await page.getByRole('searchbox').fill('Photosynthese');
  await expect(page.getByRole('link', { name: 'La cellule : unité du vivant' })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO_TITLE })).toHaveCount(0);
  await page.getByRole('searchbox').fill('révolution');
  await expect(page.getByRole('link', { name: 'La Révolution française' })).toBeVisible();
});
