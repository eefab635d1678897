// Issue 33 on the Turkish site (tr.localhost): the exam-board filter (decision 044; in Turkey the "board" is the
// national exam prepared for) narrows the knows of the student's subjects and search to the knows tagged with it —
// and the cards show no blank picture (decision 048): a know whose first page is blank shows its first page with
// content, and a know of blank pages is not published at all (the review's BLANK_DOCUMENT). A knower publishes three
// knows through the upload API: an LGS one that opens with a white cover, a YKS – TYT one, and an LGS one of blank
// pages. Screenshots: the filtered list on a phone, light and dark.
import type { APIRequestContext } from '@playwright/test';
import common from '../../public/locales/tr/common.json';
import know from '../../public/locales/tr/know.json';
import shell from '../../public/locales/tr/shell.json';
import { measurePageInk } from '../../server/knows/documents/measure-page-ink';
import { makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, settled, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite, type SignedUp } from './signed-in-browsers';

const HOST = 'tr.localhost';
const PHONE = { width: 390, height: 844 };
/** Titles of this run: the server's data directory may hold the knows of an earlier one. */
const RUN = Date.now().toString(36).slice(-4);

type Draft = { documentState: string; status: string; rejectionReason: string | null };

/** `refusedFor`: the review is expected to reject the know, for this reason. */
type KnowToPublish = { title: string; pages: Parameters<typeof makePdf>[0]; subjectId: string; examBoard: string; refusedFor?: string };

/** Uploads the know as the knower (one upload at a time: a user's uploads are rate-limited) and returns a function
 *  that waits for its processing, files it under the subject with the exam board, publishes it and waits for the review. */
async function upload(request: APIRequestContext, baseURL: string | undefined, knower: SignedUp, know: KnowToPublish) {
  const auth = { ...siteHeaders(baseURL, HOST), authorization: `Bearer ${knower.accessToken}` };
  const uploaded = await request.post('/api/v1/knows/uploads', {
    headers: auth,
    multipart: { file: { name: `${know.title}.pdf`, mimeType: 'application/pdf', buffer: await makePdf(know.pages) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const { knowUuid } = (await uploaded.json()) as { knowUuid: string };
  // A poll that meets a dropped keep-alive connection (seen once on a loaded machine) asks again.
  const draft = () => request.get(`/api/v1/knows/${knowUuid}/draft`, { headers: auth }).then((response) => response.json() as Promise<Draft>, () => null);
  return async () => {
    await expect.poll(async () => (await draft())?.documentState ?? 'PENDING', { message: 'the document to be processed', timeout: 150_000 }).not.toBe('PENDING');
    const details = await request.patch(`/api/v1/knows/${knowUuid}`, { headers: auth, data: { title: know.title, subjectIds: [know.subjectId], examBoard: know.examBoard, description: `${know.title}: konu özeti ve örnek sorular.` } });
    expect(details.status(), await details.text()).toBeLessThan(300);
    const published = await request.post(`/api/v1/knows/${knowUuid}/publish`, { headers: auth });
    expect(published.status(), await published.text()).toBeLessThan(300);
    await expect.poll(async () => (await draft())?.status, { message: 'the review', timeout: 150_000 }).toMatch(/^(PUBLISHED|REJECTED)$/);
    const reviewed = await draft();
    expect(reviewed && { status: reviewed.status, rejectionReason: reviewed.rejectionReason }).toEqual(know.refusedFor ? { status: 'REJECTED', rejectionReason: know.refusedFor } : { status: 'PUBLISHED', rejectionReason: null });
  };
}

test('tr.localhost: choosing an exam in the filter lists only its knows, and no card shows a blank picture', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const subjects = (await (await request.get('/api/v1/subjects?language=tr', { headers: siteHeaders(baseURL, HOST) })).json()) as { subjects: { id: string; name: string }[] };
  const subject = subjects.subjects[0]!;
  const knower = await signUpOnSite(request, baseURL, HOST, 'Elif Yıldız');
  const titles = { cover: `Kesirler özeti ${RUN}`, tyt: `Türev özeti ${RUN}`, blank: `Boş deneme kâğıdı ${RUN}` };
  const faintHeader = { text: 'Ad Soyad: ____________ Sınıf: ______ Tarih: ________', size: 9, grey: 0.78 };
  const knows: KnowToPublish[] = [
    { title: titles.cover, subjectId: subject.id, examBoard: 'lgs', pages: ['', faintHeader, 'Kesirler: pay ve payda. Denk kesirler, kesirlerde sıralama, toplama ve çıkarma. Örnek: 3/4 + 1/8 = 7/8.'] },
    { title: titles.tyt, subjectId: subject.id, examBoard: 'yks-tyt', pages: ['Türev: bir fonksiyonun anlık değişim hızı. Kuvvet kuralı, çarpım ve bölüm kuralları.'] },
    { title: titles.blank, subjectId: subject.id, examBoard: 'lgs', pages: ['', ''], refusedFor: 'BLANK_DOCUMENT' },
  ];
  const toPublish = [];
  for (const item of knows) toPublish.push(await upload(request, baseURL, knower, item));
  // Processed, reviewed and published side by side: on a busy machine the job queue may wait behind the demo seed's work.
  await Promise.all(toPublish.map((publish) => publish()));

  const student = await signUpOnSite(request, baseURL, HOST, 'Deniz Kaya');
  const chosen = await request.patch(`/api/v1/users/${student.user.uuid}`, { headers: { ...siteHeaders(baseURL, HOST), authorization: `Bearer ${student.accessToken}` }, data: { subjectIds: [subject.id] } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await signInPage(page, baseURL, HOST, student);
  await page.setViewportSize(PHONE);
  await page.goto(onHost(baseURL, HOST, '/app/subjects/knows'));
  await acceptNecessaryCookies(page, shell.cookieNecessaryOnly);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(know.subjectKnows.title);

  // Turkey's exams, all by default; choosing LGS lists the LGS knows only.
  const filter = page.getByTestId('subject-knows-exam-board');
  await expect(filter).toHaveValue('');
  await expect(filter.locator('option')).toHaveText([common.examBoard.all, 'LGS', 'YKS – TYT', 'YKS – AYT', 'YKS – YDT']);
  await filter.selectOption('lgs');
  await expect(page).toHaveURL(/\/app\/subjects\/knows\?examBoard=lgs$/);
  const section = page.getByRole('region', { name: subject.name });
  const card = (title: string) => section.locator('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card(titles.cover)).toBeVisible();
  await expect(card(titles.tyt)).toHaveCount(0);
  // The know of blank pages was refused by the review: no card at all, let alone a blank one.
  await expect(card(titles.blank)).toHaveCount(0);

  // The card of the know with a white cover shows its first page with content.
  const src = await card(titles.cover).locator('img').getAttribute('src');
  expect(src).toMatch(/\/api\/v1\/knows\/[0-9a-f-]+\/thumbnail\?v=/);
  const picture = await request.get(src!, { headers: siteHeaders(baseURL, HOST) });
  expect(picture.status()).toBe(200);
  expect((await measurePageInk(await picture.body())).blank).toBe(false);

  await card(titles.cover).scrollIntoViewIfNeeded();
  await expect(card(titles.cover).locator('img')).toHaveJSProperty('complete', true);
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('subject-knows-lgs-phone-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('subject-knows-lgs-phone-dark.png') });

  // Another exam: the YKS – TYT know alone of the three.
  await page.getByTestId('subject-knows-exam-board').selectOption('yks-tyt');
  await expect(page).toHaveURL(/\/app\/subjects\/knows\?examBoard=yks-tyt$/);
  await expect(card(titles.tyt)).toBeVisible();
  await expect(card(titles.cover)).toHaveCount(0);
  await expect(card(titles.blank)).toHaveCount(0);

  // Search narrows the same way (on a desktop, where its filters are in view): both knows match, the LGS filter keeps one.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(onHost(baseURL, HOST, `/app/search?query=${encodeURIComponent(`özeti ${RUN}`)}`));
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: titles.tyt, exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: titles.cover, exact: true })).toBeVisible();
  const searchFilter = page.getByTestId('search-exam-board');
  await expect(searchFilter.locator('option').first()).toHaveText(common.examBoard.all);
  await searchFilter.selectOption('lgs');
  await expect(page).toHaveURL(/examBoard=lgs/);
  await expect(results.getByRole('link', { name: titles.cover, exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: titles.tyt, exact: true })).toHaveCount(0);
});
