// Flashcard sets on de.localhost (issue 17 acceptance): a knower signs up, pastes a Quizlet export on
// /knows/create/import-flashcards, sees the preview (how many cards, and the line it could not read), creates the set,
// describes and publishes it on the details page (hasFlashcards=true), lands on /knows with the congratulations dialog
// in the words of a flashcard set, and finds the cards on the set's page with its structured data. A visitor who is
// not signed in on the German site gets the first 5 cards of a public set and the sign-up call to action; the others
// never reach the browser. Each test makes its own users and sets, so it depends on no seed.
import type { APIRequestContext, Page } from '@playwright/test';
import know from '../../public/locales/de/know.json';
import upload from '../../public/locales/de/upload.json';
import { acceptNecessaryCookies, fill, submitSignUpForm } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';

type Draft = { uuid: string; slug: string; status: string; documentState: string };

/** Quizlet's export with its default separators (tab between term and definition, a new line between cards); the
 *  seventh line has no definition and cannot be a card. */
const QUIZLET_EXPORT = [
  'der Hund\tthe dog',
  'die Katze\tthe cat',
  'das Pferd\tthe horse',
  'der Vogel\tthe bird',
  'die Kuh\tthe cow',
  'das Schaf\tthe sheep',
  'die Ziege\t',
].join('\n');

let counter = 0;

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The experiment cookie with every know page experiment in its control, so the blur follows the country rule alone. */
async function controlExperiments(page: Page, baseURL: string | undefined, host: string) {
  await page.context().addCookies([{ name: 'knowly_experiments', value: 'mkr.control~kab.control~kuo.control~ueg.control~epp.control', url: onHost(baseURL, host, '/') }]);
}

/** A published flashcard set of the German site, made through the API by a new knower. */
async function publishedFlashcardSet(request: APIRequestContext, baseURL: string | undefined, title: string, cards: { front: string; back: string }[]) {
  const host = 'de.localhost';
  const email = `flashcards${Date.now()}${counter++}@example.org`;
  const signUp = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, host), data: { email, name: 'Jonas Berger', password: 'karteikarten2026' } });
  expect(signUp.status()).toBe(201);
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  const headers = { ...siteHeaders(baseURL, host), authorization: `Bearer ${accessToken}` };

  const created = await request.post('/api/v1/knows/flashcards', { headers, data: { cards, title } });
  expect(created.status(), await created.text()).toBe(201);
  const { knowUuid } = (await created.json()) as { knowUuid: string };
  const subjects = await request.get('/api/v1/subjects?language=de', { headers: siteHeaders(baseURL, host) });
  const subject = ((await subjects.json()) as { subjects: { id: string }[] }).subjects[0];
  expect(subject, 'a German subject (demo catalogue)').toBeTruthy();
  const details = await request.patch(`/api/v1/knows/${knowUuid}`, { headers, data: { title, subjectIds: [subject!.id], description: `${title}: Wörter zum Lernen.` } });
  expect(details.status(), await details.text()).toBeLessThan(300);
  const publish = await request.post(`/api/v1/knows/${knowUuid}/publish`, { headers });
  expect(publish.status(), await publish.text()).toBeLessThan(300);
  const draft = () => request.get(`/api/v1/knows/${knowUuid}/draft`, { headers }).then((response) => response.json() as Promise<Draft>);
  const published = await poll(draft, (d) => d.status === 'PUBLISHED' || d.status === 'REJECTED', 'the review');
  expect(published.status).toBe('PUBLISHED');
  return { uuid: knowUuid, path: `/knows/${published.slug ? `${published.slug}-` : ''}${knowUuid}` };
}

test.describe('flashcard sets', () => {
  test('paste a Quizlet export, see the preview, create, describe and publish the set, and find its cards on its page', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const email = `karteikarten${Date.now()}@example.org`;
    await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
    await acceptNecessaryCookies(page);
    await submitSignUpForm(page, { name: 'Mia', email, password: 'lernen2026' });
    await expect(page).toHaveURL(/\/app\/onboarding/);

    // The upload page leads to the flashcard page.
    await page.goto(onHost(baseURL, 'de.localhost', '/knows/create/upload'));
    await page.getByTestId('import-flashcards-link').click();
    await expect(page).toHaveURL(/\/knows\/create\/import-flashcards/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(upload.flashcards.title);

    await page.getByRole('tab', { name: upload.flashcards.sources.quizlet }).click();
    await page.getByLabel(upload.flashcards.quizlet.textLabel).fill(QUIZLET_EXPORT);
    // Quizlet's defaults are chosen: tab between term and definition, a new line between cards.
    await expect(page.getByRole('radio', { name: upload.flashcards.quizlet.tab })).toBeChecked();
    await expect(page.getByRole('radio', { name: upload.flashcards.quizlet.newline })).toBeChecked();
    await page.getByTestId('quizlet-preview').click();

    const preview = page.getByTestId('flashcard-preview');
    await expect(preview.getByTestId('flashcard-preview-count')).toHaveText(fill(upload.flashcards.preview.count_other, { count: 6 }));
    const problems = preview.getByTestId('flashcard-preview-problems');
    await expect(problems.getByRole('heading')).toHaveText(fill(upload.flashcards.preview.problems_one, { count: 1 }));
    await expect(problems.getByRole('listitem')).toHaveText(`${fill(upload.flashcards.preview.line, { line: 7 })} ${upload.flashcards.reasons.EMPTY_BACK}`);
    await expect(preview.getByText('der Hund', { exact: true })).toBeVisible();

    await preview.getByTestId('create-flashcards').click();
    await expect(page).toHaveURL(/\/knows\/create\/details\?.*knowUuid=[0-9a-f-]{36}/);
    expect(new URL(page.url()).searchParams.get('hasFlashcards')).toBe('true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(upload.flashcards.detailsTitle);
    // No document to process: the cards are there at once.
    await expect(page.getByRole('heading', { name: fill(upload.flashcards.cardCount_other, { count: 6 }) })).toBeVisible();
    await expect(page.getByTestId('draft-flashcards').getByRole('listitem')).toHaveCount(6);

    const title = 'Tiere auf dem Bauernhof Englisch';
    await page.getByLabel(upload.titleLabel).fill(title);
    await page.getByLabel(upload.descriptionLabel).fill('Sechs Tiere vom Bauernhof auf Deutsch und Englisch');
    await page.getByRole('group', { name: fill(upload.subjectsLabel, { max: 3 }) }).getByRole('button').first().click();
    await page.getByTestId('publish-know').click();

    const dialog = page.getByRole('dialog', { name: upload.congratulationsTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(upload.flashcards.publishedNote, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/knows$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('tab', { name: `${upload.tabPublished} (1)` })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: `${upload.tabPublished} (1)` }).click();
    const item = page.getByTestId('own-know').filter({ hasText: title });
    await item.getByRole('link', { name: upload.viewKnow }).click();
    await expect(page).toHaveURL(/\/knows\/tiere-auf-dem-bauernhof-englisch-[0-9a-f-]{36}$/, { timeout: 20_000 });
    const knowUuid = /([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)![1]!;

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: fill(know.flashcards.count_other, { count: 6 }) })).toBeVisible();
    const cards = page.getByTestId('know-flashcard');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('der Hund');
    await expect(cards.first()).toContainText('the dog');
    await expect(page.getByTestId('know-blur-cta')).toHaveCount(0);
    await expect(page.getByTestId('study-flashcards')).toHaveAttribute('href', `/app/flashcards?knowUuid=${knowUuid}`);
    await expect(page.getByTestId('export-flashcards-csv')).toHaveAttribute('href', `/api/v1/knows/${knowUuid}/flashcards/export?format=csv`);
    await expect(page.getByTestId('export-flashcards-apkg')).toHaveAttribute('href', `/api/v1/knows/${knowUuid}/flashcards/export?format=apkg`);

    // Google's Education Q&A markup names the cards the page shows.
    const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text) as { '@type': string }[]);
    const quiz = structuredData.find((data) => data['@type'] === 'Quiz') as unknown as { hasPart: { eduQuestionType: string; text: string; acceptedAnswer: { text: string } }[] };
    expect(quiz.hasPart).toHaveLength(6);
    expect(quiz.hasPart[0]).toMatchObject({ eduQuestionType: 'Flashcard', text: 'der Hund', acceptedAnswer: { text: 'the dog' } });
  });

  test('a visitor on the German site sees the first 5 cards of a public set and the sign-up call to action; the rest stays on the server', async ({ page, request, playwright, baseURL }) => {
    const cards = ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'].map((word, index) => ({ front: `Zahlwort ${word}`, back: `Ziffer ${index + 1}` }));
    const made = await publishedFlashcardSet(request, baseURL, 'Zahlwörter von eins bis acht', cards);

    await controlExperiments(page, baseURL, 'de.localhost');
    await page.goto(onHost(baseURL, 'de.localhost', made.path));
    await acceptNecessaryCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlwörter von eins bis acht' })).toBeVisible();
    await expect(page.getByTestId('know-flashcard')).toHaveCount(5);
    await expect(page.getByTestId('know-flashcard').last()).toContainText('Zahlwort fünf');
    const cta = page.getByTestId('know-blur-cta');
    await expect(cta).toBeVisible();
    await expect(cta).toContainText(fill(know.flashcards.cta.cards_other, { count: 8 }));
    await expect(cta.getByRole('link', { name: know.cta.signUp })).toHaveAttribute('href', new RegExp(`/auth/signup\\?redirect=${encodeURIComponent(made.path)}`));
    // Only whoever may have the whole set can export it.
    await expect(page.getByTestId('export-flashcards-csv')).toHaveCount(0);

    const html = await (await request.get(made.path, { headers: { ...siteHeaders(baseURL, 'de.localhost'), cookie: 'knowly_experiments=ueg.control' } })).text();
    expect(html).toContain('Zahlwort fünf');
    expect(html).not.toContain('Zahlwort sechs');
    expect(html).not.toContain('Ziffer 8');

    // The API keeps the same rule for a fresh visitor in the control of the unblur experiment.
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...siteHeaders(baseURL, 'de.localhost'), cookie: 'knowly_experiments=ueg.control' } });
    const answer = await visitor.get(`/api/v1/knows/${made.uuid}/flashcards`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { cards: unknown[]; totalCount: number; isBlurred: boolean };
    expect(body).toMatchObject({ totalCount: 8, isBlurred: true });
    expect(body.cards).toHaveLength(5);
    expect([401, 403]).toContain((await visitor.get(`/api/v1/knows/${made.uuid}/flashcards/export?format=csv`)).status());
    await visitor.dispose();
  });
});
