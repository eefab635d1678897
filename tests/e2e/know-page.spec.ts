// The know page: the content blur (German site blurred, Turkish site open; the blur enforced by the server), the slug
// redirect, and a signed-in user liking a know and saving it to a folder. Each test makes its own knows through the
// upload API (sign up on the country's site, upload a PDF, publish) so it depends on no seed.
import type { APIRequestContext, Page } from '@playwright/test';
import know from '../../public/locales/de/know.json';
import library from '../../public/locales/de/library.json';
import deUpload from '../../public/locales/de/upload.json';
import frShell from '../../public/locales/fr/shell.json';
import frUpload from '../../public/locales/fr/upload.json';
import { makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, firstLoadCode, holdChunks, onHost, siteHeaders, test } from './fixtures';

type Tokens = { accessToken: string; refreshToken: string; user: { uuid: string } };
type Draft = { uuid: string; slug: string; status: string; documentState: string; pageCount: number; rejectionReason: string | null };

const PAGE_TEXTS = {
  // Words no demo know and no other spec uses, so that search tests (which share the server) count only their own.
  DE: ['Wasserkreislauf Einleitung: Wasser verdunstet über dem Meer.', 'Kondensationskerne Wolkenbildung Niederschlag', 'Versickerung Grundwasserleiter Oberflächenabfluss'],
  TR: ['Fotosentez giriş: bitkiler glikoz üretir.', 'Tilakoit zar fotoliz elektron taşınması', 'Calvin döngüsü stroma yenilenme'],
};

let counter = 0;

/** Node cannot resolve *.localhost: API calls go to the test server's own address with the site's Host header. */

async function signUp(request: APIRequestContext, baseURL: string | undefined, host: string): Promise<Tokens> {
  const email = `knowpage${Date.now()}${counter++}@example.org`;
  const response = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, host), data: { email, name: 'Mila Sommer', password: 'reviser2026' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Tokens;
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A published know of the site's country, written by a new knower: uploaded as a PDF of the given pages (or, when
 *  the review is expected to refuse it, a rejected one). */
async function publishedKnow(request: APIRequestContext, baseURL: string | undefined, host: string, title: string, pages: string[], outcome: 'PUBLISHED' | 'REJECTED' = 'PUBLISHED') {
  const language = host.split('.')[0]!;
  const knower = await signUp(request, baseURL, host);
  const auth = { ...siteHeaders(baseURL, host), authorization: `Bearer ${knower.accessToken}` };
  const upload = await request.post('/api/v1/knows/uploads', {
    headers: auth,
    multipart: { file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: await makePdf(pages) } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const { knowUuid } = (await upload.json()) as { knowUuid: string };
  const draft = () => request.get(`/api/v1/knows/${knowUuid}/draft`, { headers: auth }).then((r) => r.json() as Promise<Draft>);
  await poll(draft, (d) => d.documentState !== 'PENDING', 'the document to be processed');
  const subjects = await request.get(`/api/v1/subjects?language=${language}`, { headers: siteHeaders(baseURL, host) });
  const subject = ((await subjects.json()) as { subjects: { id: string }[] }).subjects[0];
  expect(subject, `a subject in the content language ${language} (demo catalogue)`).toBeTruthy();
  const details = await request.patch(`/api/v1/knows/${knowUuid}`, { headers: auth, data: { subjectIds: [subject!.id], description: `${title}: die wichtigsten Punkte.` } });
  expect(details.status(), await details.text()).toBeLessThan(300);
  const publish = await request.post(`/api/v1/knows/${knowUuid}/publish`, { headers: auth });
  expect(publish.status(), await publish.text()).toBeLessThan(300);
  const published = await poll(draft, (d) => d.status === 'PUBLISHED' || d.status === 'REJECTED', 'the review');
  expect(published.status).toBe(outcome);
  return { uuid: knowUuid, path: `/knows/${published.slug ? `${published.slug}-` : ''}${knowUuid}`, knower, rejectionReason: published.rejectionReason };
}

async function signInPage(page: Page, baseURL: string | undefined, host: string, tokens: Tokens) {
  const url = onHost(baseURL, host, '/');
  await page.context().addCookies([
    { name: 'knowly_access_token', value: tokens.accessToken, url, sameSite: 'Lax' },
    { name: 'knowly_refresh_token', value: tokens.refreshToken, url, sameSite: 'Lax' },
  ]);
}

/** The experiment cookie with every know page experiment in its control, so the blur follows the country rule alone. */
async function controlExperiments(page: Page, baseURL: string | undefined, host: string) {
  await page.context().addCookies([{ name: 'knowly_experiments', value: 'mkr.control~kab.control~kuo.control~ueg.control~epp.control', url: onHost(baseURL, host, '/') }]);
}

test.describe('know page', () => {
  test('a visitor on the German site sees page 1 and a blurred rest, and the server never sends the rest', async ({ page, request, playwright, baseURL }) => {
    const made = await publishedKnow(request, baseURL, 'de.localhost', 'Wasserkreislauf Zusammenfassung', PAGE_TEXTS.DE);
    await controlExperiments(page, baseURL, 'de.localhost');
    await page.goto(onHost(baseURL, 'de.localhost', made.path));
    await acceptNecessaryCookies(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Wasserkreislauf Zusammenfassung' })).toBeVisible();
    const firstPage = page.getByRole('img', { name: /Seite 1 von/ });
    await expect(firstPage).toBeVisible();
    await expect(firstPage).toHaveAttribute('src', new RegExp(`/api/v1/knows/${made.uuid}/pages/1/image`));
    await expect(page.locator(`img[src*="/pages/2/image"]`)).toHaveCount(0);
    await expect(page.locator(`img[src*="/pages/2/preview"]`)).toHaveCount(1);
    await expect(page.getByTestId('know-blur-cta')).toBeVisible();
    await expect(page.getByTestId('know-blur-cta').getByRole('link', { name: know.cta.signUp })).toHaveAttribute('href', new RegExp(`/auth/signup\\?redirect=${encodeURIComponent(made.path)}`));

    const html = await (await request.get(made.path, { headers: siteHeaders(baseURL, 'de.localhost') })).text();
    expect(html).toContain('Wasserkreislauf Einleitung');
    expect(html).not.toContain('Kondensationskerne');
    expect(html).not.toContain('Grundwasserleiter');
    // A shared link shows the card picture (the first page that is not blank), which a visitor may load.
    const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(shareImage).toMatch(new RegExp(`/api/v1/knows/${made.uuid}/thumbnail\\?v=`));
    expect((await request.get(new URL(shareImage!).pathname + new URL(shareImage!).search, { headers: siteHeaders(baseURL, 'de.localhost') })).status()).toBe(200);
    // A fresh visitor in the control of the unblur experiment (the request context keeps the cookies it was given).
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...siteHeaders(baseURL, 'de.localhost'), cookie: 'knowly_experiments=ueg.control' } });
    const image = await visitor.get(`/api/v1/knows/${made.uuid}/pages/2/image`);
    expect([401, 403]).toContain(image.status());
    expect((await visitor.get(`/api/v1/knows/${made.uuid}/pages/2/preview`)).status()).toBe(200);
    await visitor.dispose();
  });

  test('a visitor on the Turkish site sees every page of a Turkish know, unblurred', async ({ page, request, baseURL }) => {
    const made = await publishedKnow(request, baseURL, 'tr.localhost', 'Fotosentez Özeti', PAGE_TEXTS.TR);
    await controlExperiments(page, baseURL, 'tr.localhost');
    await page.goto(onHost(baseURL, 'tr.localhost', made.path));
    await acceptNecessaryCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Fotosentez Özeti' })).toBeVisible();
    for (const number of [1, 2, 3]) await expect(page.locator(`img[src*="/pages/${number}/image"]`)).toHaveCount(1);
    await expect(page.getByTestId('know-blur-cta')).toHaveCount(0);
    expect((await request.get(`/api/v1/knows/${made.uuid}/pages/3/image`, { headers: siteHeaders(baseURL, 'tr.localhost') })).status()).toBe(200);
  });

  test('a phone loads the narrower copy of a page its screen needs (srcset), a desktop the full image', async ({ browser, request, baseURL }) => {
    const made = await publishedKnow(request, baseURL, 'de.localhost', 'Zellteilung kurz gefasst', PAGE_TEXTS.DE);
    const loaded = async (options: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await controlExperiments(page, baseURL, 'de.localhost');
      await page.goto(onHost(baseURL, 'de.localhost', made.path));
      const first = page.locator('img[src*="/pages/1/image"]');
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const picked = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
      await context.close();
      return picked;
    };
    // 412 CSS px less the padding at 1.75 device pixels each: about 670 px of page, so the 720 px copy.
    const phone = await loaded({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    expect(phone).toMatch(/\?v=\w+&w=720$/);
    const desktop = await loaded({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2, isMobile: false });
    expect(desktop).toMatch(/\/pages\/1\/image\?v=\w+$/);
  });

  test('any other spelling of the address redirects (308) to the canonical one, keeping the query', async ({ request, baseURL }) => {
    const made = await publishedKnow(request, baseURL, 'de.localhost', 'Zellatmung einfach erklärt', PAGE_TEXTS.DE);
    for (const spelling of [`/knows/${made.uuid}`, `/knows/falscher-titel-${made.uuid}`]) {
      const response = await request.get(`${spelling}?sid=abc&utm_content=x`, { headers: siteHeaders(baseURL, 'de.localhost'), maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers().location!, baseURL);
      expect(`${location.pathname}${location.search}`).toBe(`${made.path}?sid=abc&utm_content=x`);
    }
    expect((await request.get('/knows/00000000-0000-4000-8000-000000000000', { headers: siteHeaders(baseURL, 'de.localhost') })).status()).toBe(404);
  });

  // Decision 053: the know's view is the page's interactive island: its code (the actions, React Query) is not in the
  // first load. Held back here, a click on "like" made on the kept markup is played again once it has come.
  test("a like clicked before the view's code came is not lost, and that code is not in the first load", async ({ page, request, baseURL }) => {
    const made = await publishedKnow(request, baseURL, 'de.localhost', 'Zellatmung kompakt', PAGE_TEXTS.DE);
    const reader = await signUp(request, baseURL, 'de.localhost');
    await controlExperiments(page, baseURL, 'de.localhost');
    await signInPage(page, baseURL, 'de.localhost', reader);
    await holdChunks(page, 'likeSignIn', 2500);
    const response = await page.goto(onHost(baseURL, 'de.localhost', made.path), { waitUntil: 'load' });
    expect((await firstLoadCode(page, (await response?.text()) ?? '')).some((code) => code.includes('likeSignIn'))).toBe(false);
    const liked = page.waitForResponse((answer) => answer.url().endsWith(`/api/v1/knows/${made.uuid}/like`) && answer.request().method() === 'POST');
    await page.getByTestId('know-like').first().click();
    expect((await liked).status()).toBe(200);
    await expect(page.getByTestId('know-like').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('know-like-count').first()).toHaveText('1');
  });

  test('a signed-in user sees every page, likes and unlikes the know and saves it to a folder', async ({ page, request, baseURL }) => {
    const made = await publishedKnow(request, baseURL, 'de.localhost', 'Chloroplasten und Mitochondrien', PAGE_TEXTS.DE);
    const reader = await signUp(request, baseURL, 'de.localhost');
    const auth = { ...siteHeaders(baseURL, 'de.localhost'), authorization: `Bearer ${reader.accessToken}` };
    const folder = await request.post('/api/v1/library/folders', { headers: auth, data: { name: 'Bio-Klausur' } });
    expect(folder.status()).toBeLessThan(300);
    const folderUuid = ((await folder.json()) as { uuid: string }).uuid;

    await controlExperiments(page, baseURL, 'de.localhost');
    await signInPage(page, baseURL, 'de.localhost', reader);
    await page.goto(onHost(baseURL, 'de.localhost', made.path));
    await acceptNecessaryCookies(page);
    await expect(page.locator(`img[src*="/pages/3/image"]`)).toHaveCount(1);
    await expect(page.getByTestId('know-blur-cta')).toHaveCount(0);

    const like = page.getByTestId('know-like').first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const liked = page.waitForResponse((response) => response.url().endsWith(`/api/v1/knows/${made.uuid}/like`) && response.request().method() === 'POST');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect((await liked).status()).toBe(200);
    await expect(page.getByTestId('know-like-count').first()).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('know-like').first()).toHaveAttribute('aria-pressed', 'true');
    const unliked = page.waitForResponse((response) => response.url().endsWith(`/api/v1/knows/${made.uuid}/like`) && response.request().method() === 'DELETE');
    await page.getByTestId('know-like').first().click();
    await expect(page.getByTestId('know-like').first()).toHaveAttribute('aria-pressed', 'false');
    expect((await unliked).status()).toBe(200);
    await expect(page.getByTestId('know-like-count').first()).toHaveText('0');

    // Hydrated (the like button answered); the save dialog opens on the first click. (Not 'networkidle': a signed-in
    // page keeps the chats badge's live stream open, so the network is never idle.)
    await page.getByRole('button', { name: library.save.button }).first().click();
    const dialog = page.getByRole('dialog', { name: library.save.title });
    await dialog.getByText('Bio-Klausur').click();
    await dialog.getByRole('button', { name: library.save.confirm }).click();
    await expect(page.getByRole('button', { name: library.save.saved }).first()).toBeVisible();
    const entry = await request.get(`/api/v1/library/items/${made.uuid}`, { headers: auth });
    expect(((await entry.json()) as { folderUuid: string | null }).folderUuid).toBe(folderUuid);
  });

  for (const [host, upload, cookieLabel] of [['de.localhost', deUpload, undefined], ['fr.localhost', frUpload, frShell.cookieNecessaryOnly]] as const) {
    test(`${host}: a knower whose pages are all blank is told why the know is not published, in the site's language`, async ({ page, request, baseURL }) => {
      const made = await publishedKnow(request, baseURL, host, 'Leere Seiten Biologie', ['', ''], 'REJECTED');
      expect(made.rejectionReason).toBe('BLANK_DOCUMENT');
      await signInPage(page, baseURL, host, made.knower);
      await page.goto(onHost(baseURL, host, '/knows'));
      await acceptNecessaryCookies(page, cookieLabel);
      await expect(page.getByText(upload.rejection.BLANK_DOCUMENT)).toBeVisible();
    });
  }
});
