import { and, eq, sql } from 'drizzle-orm';
import { multipartBody } from '../../../tests/integration/multipart-body';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { makePdf } from '../../../tests/fixtures/pdf';
import { getDb } from '../../db';
import { grades, jobs, knowers, knowLikes, knowPages, knows, subjects } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo-content';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { meRoute, signupRoute } from '../../users/routes';
import { knowPageImageRoute, knowThumbnailRoute } from '../read-routes';
import {
  deleteKnowRoute,
  knowDraftRoute,
  knowStatusStatsRoute,
  ownKnowsRoute,
  publishKnowRoute,
  updateKnowRoute,
  uploadKnowRoute,
} from '../create-routes';
import { processKnowDocument } from '../documents/process-know-document';
import { reviewKnow } from '../review-know';
import { titleFromFilename } from '../../../lib/knows/title-from-filename';

type Session = { accessToken: string; user: { uuid: string } };
type Draft = {
  uuid: string; title: string; status: string; documentState: string; pageCount: number; rejectionReason: string | null;
  pages: { pageNumber: number; width: number; height: number; imageUrl: string }[]; publishedOn: string | null; isPrivate: boolean;
};
type UploadFile = { data: Buffer; name: string; type?: string };

let storage: MemoryStorage;
let germanSubjectIds: string[];
let germanGradeIds: string[];

beforeAll(async () => {
  storage = new MemoryStorage();
  setFileStorage(storage);
  const db = await getDb();
  await seedDemoContent(db, { withKnows: false });
  germanSubjectIds = (await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.contentLanguage, 'de')).limit(3)).map((row) => row.id);
  germanGradeIds = (await db.select({ id: grades.id }).from(grades).where(eq(grades.country, 'DE')).limit(2)).map((row) => row.id);
});

afterAll(() => setFileStorage(undefined));

async function newUser(name = 'Lea'): Promise<Session> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('knower'), name, password: 'reviser2026' } });
  expect(response.status).toBe(201);
  return response.body as Session;
}

const multipart = (files: UploadFile[], field = 'file') => multipartBody(files, field);

async function upload(session: Session, files: UploadFile[]) {
  return callRoute(uploadKnowRoute, { token: session.accessToken, ...(await multipart(files)) });
}

async function uploadPdf(session: Session, pages: string[], name = 'Zellbiologie_Kapitel-3.pdf'): Promise<Draft> {
  const response = await upload(session, [{ data: await makePdf(pages), name, type: 'application/pdf' }]);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { know: Draft }).know;
}

const draft = async (session: Session, uuid: string) => callRoute(knowDraftRoute, { token: session.accessToken, params: { id: uuid } });
const patch = async (session: Session, uuid: string, body: unknown) => callRoute(updateKnowRoute, { token: session.accessToken, params: { id: uuid }, body });
const publish = async (session: Session, uuid: string) => callRoute(publishKnowRoute, { token: session.accessToken, params: { id: uuid } });
const remove = async (session: Session, uuid: string) => callRoute(deleteKnowRoute, { token: session.accessToken, params: { id: uuid } });

async function knowRow(uuid: string) {
  const [row] = await (await getDb()).select().from(knows).where(eq(knows.uuid, uuid));
  return row;
}

/** Upload, process, fill in details, publish and review: a PUBLISHED know. */
async function publishedKnow(session: Session, pages = ['Die Mitose teilt den Zellkern in zwei gleiche Kerne.'], title = 'Mitose und Meiose') {
  const know = await uploadPdf(session, pages, `${title}.pdf`);
  await runJobsUntilIdle(await getDb());
  expect((await patch(session, know.uuid, { title, subjectIds: [germanSubjectIds[0]] })).status).toBe(200);
  expect((await publish(session, know.uuid)).status).toBe(200);
  await runJobsUntilIdle(await getDb());
  expect((await knowRow(know.uuid))?.status).toBe('PUBLISHED');
  return know;
}

const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

describe('POST /api/v1/knows/uploads', () => {
  it('needs a signed-in user', async () => {
    const response = await callRoute(uploadKnowRoute, await multipart([{ data: await png(), name: 'a.png' }]));
    expect(errorType(response)).toBe('AuthorizationError');
  });

  it('refuses files that are neither PDF nor JPEG/PNG/WebP by their content, whatever their name (InvalidMIMETypeError)', async () => {
    const me = await newUser();
    const text = await upload(me, [{ data: Buffer.from('just some notes, not a pdf'), name: 'notes.pdf', type: 'application/pdf' }]);
    expect(text.status).toBe(400);
    expect(errorType(text)).toBe('InvalidMIMETypeError');
    const gif = await upload(me, [{ data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer(), name: 'a.png' }]);
    expect(errorType(gif)).toBe('InvalidMIMETypeError');
    expect((gif.body as { error: { data: { detected: string } } }).error.data.detected).toBe('image/gif');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]);
    expect(errorType(await upload(me, [{ data: heic, name: 'IMG_0001.HEIC' }]))).toBe('InvalidMIMETypeError');
    // Nothing was created: the user did not even become a knower.
    expect(await (await getDb()).select().from(knowers).where(eq(knowers.userUuid, me.user.uuid))).toEqual([]);
  });

  it('refuses a PDF over 30 MB, over 200 pages, or unreadable, and more than 30 images, with the limit in the error', async () => {
    const me = await newUser();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(30 * 1024 * 1024 + 1, 0x20)]);
    const tooBig = await upload(me, [{ data: big, name: 'big.pdf' }]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error: { type: 'FormValidationError', data: { limit: 'pdfBytes', maximum: 30 * 1024 * 1024, fields: { file: [expect.any(String)] } } } });

    const manyPages = await upload(me, [{ data: await makePdf(Array.from({ length: 201 }, (_, n) => `Seite ${n + 1}`)), name: 'long.pdf' }]);
    expect(manyPages.body).toMatchObject({ error: { type: 'FormValidationError', data: { limit: 'pdfPages', maximum: 200, pageCount: 201 } } });

    const broken = await upload(me, [{ data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj trailer'), name: 'broken.pdf' }]);
    expect(broken.body).toMatchObject({ error: { type: 'FormValidationError', data: { reason: 'unreadablePdf' } } });

    const picture = await png();
    const tooMany = await upload(me, Array.from({ length: 31 }, (_, n) => ({ data: picture, name: `p${n}.png` })));
    expect(tooMany.body).toMatchObject({ error: { type: 'FormValidationError', data: { limit: 'imageCount', maximum: 30 } } });

    const mixed = await upload(me, [{ data: await makePdf(['x']), name: 'a.pdf' }, { data: picture, name: 'b.png' }]);
    expect(mixed.body).toMatchObject({ error: { type: 'FormValidationError', data: { reason: 'onePdfOnly' } } });
  });

  it('creates a DRAFT know titled after the file, makes the user a knower, stores the original and queues processing', async () => {
    const me = await newUser();
    const before = (await callRoute(meRoute, { token: me.accessToken })).body as { knowerUuid: string | null };
    expect(before.knowerUuid).toBeNull();

    const know = await uploadPdf(me, ['Erste Seite'], 'Zellbiologie_Kapitel-3.pdf');
    expect(know).toMatchObject({ title: 'Zellbiologie Kapitel 3', status: 'DRAFT', documentState: 'PENDING', pageCount: 0, pages: [], isPrivate: false });
    const row = await knowRow(know.uuid);
    expect(row).toMatchObject({ slug: 'zellbiologie-kapitel-3', contentLanguage: 'de', country: 'DE', originalMediaType: 'application/pdf', originalFilename: 'Zellbiologie_Kapitel-3.pdf' });
    expect(row!.originalFiles).toHaveLength(1);
    expect((await storage.get(row!.originalFiles[0]!))?.contentType).toBe('application/pdf');
    const queued = await (await getDb()).select().from(jobs).where(sql`${jobs.payload}->>'knowUuid' = ${know.uuid}`);
    expect(queued.map((job) => [job.kind, job.status])).toEqual([['process-know-document', 'QUEUED']]);

    const after = (await callRoute(meRoute, { token: me.accessToken })).body as { knowerUuid: string | null; isActiveKnower: boolean };
    expect(after.knowerUuid).toBe(row!.knowerUuid);
    expect(after.isActiveKnower).toBe(true);
  });

  it('makes one know of several images, one page each, in the order sent', async () => {
    const me = await newUser();
    const response = await upload(me, [
      { data: await png(300, 400), name: 'Tafelbild Seite 1.png' },
      { data: await sharp({ create: { width: 500, height: 300, channels: 3, background: '#3366cc' } }).jpeg().toBuffer(), name: 'Seite 2.jpg' },
      { data: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } }).webp().toBuffer(), name: 'Seite 3.webp' },
    ]);
    expect(response.status).toBe(201);
    const { knowUuid } = response.body as { knowUuid: string };
    await runJobsUntilIdle(await getDb());
    const ready = (await draft(me, knowUuid)).body as Draft;
    expect(ready).toMatchObject({ title: 'Tafelbild Seite 1', documentState: 'READY', pageCount: 3 });
    expect(ready.pages.map((page) => [page.pageNumber, page.width, page.height])).toEqual([[1, 300, 400], [2, 500, 300], [3, 200, 200]]);
    expect((await knowRow(knowUuid))!.originalFiles).toHaveLength(3);
  });
});

describe('processing, publishing and the review', () => {
  it('renders the pages, extracts the text per page, then upload → publish → review ends PUBLISHED and in search', async () => {
    const me = await newUser();
    const know = await uploadPdf(me, ['Photosynthese wandelt Lichtenergie in chemische Energie um.', 'Die Calvin-Zyklus Reaktionen im Stroma.']);
    await runJobsUntilIdle(await getDb());

    const ready = (await draft(me, know.uuid)).body as Draft;
    expect(ready).toMatchObject({ documentState: 'READY', pageCount: 2, status: 'DRAFT' });
    expect(ready.pages[0]).toMatchObject({ pageNumber: 1, width: 1240, imageUrl: expect.stringContaining(`/api/v1/knows/${know.uuid}/pages/1/image`) });
    const db = await getDb();
    const pages = await db.select().from(knowPages).where(eq(knowPages.knowUuid, know.uuid)).orderBy(knowPages.pageNumber);
    expect(pages.map((page) => page.text.replace(/\s+/g, ' '))).toEqual(['Photosynthese wandelt Lichtenergie in chemische Energie um.', 'Die Calvin-Zyklus Reaktionen im Stroma.']);
    expect((await knowRow(know.uuid))!.textContent).toContain('Lichtenergie');
    const image = await storage.get(pages[0]!.imageKey);
    expect(image?.contentType).toBe('image/webp');
    expect((await sharp(image!.data).stats()).channels[0]!.min).toBeLessThan(100); // the text is there, not a blank page
    expect((await sharp((await storage.get(pages[0]!.previewKey))!.data).metadata()).width).toBe(300);

    const updated = await patch(me, know.uuid, {
      title: 'Photosynthese einfach erklärt',
      description: 'Lichtreaktion und Calvin-Zyklus',
      subjectIds: [germanSubjectIds[0]],
      gradeIds: germanGradeIds.slice(0, 2),
      contentLanguage: 'de',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Photosynthese einfach erklärt', slug: 'photosynthese-einfach-erklart', subjects: [{ id: germanSubjectIds[0] }] });

    const asked = await publish(me, know.uuid);
    expect(asked.body).toMatchObject({ status: 'IN_REVIEW' });
    await runJobsUntilIdle(db);
    const done = (await draft(me, know.uuid)).body as Draft;
    expect(done).toMatchObject({ status: 'PUBLISHED', rejectionReason: null });
    expect(done.publishedOn).not.toBeNull();
    const [indexed] = await db.select({ indexed: sql<boolean>`${knows.searchVector} is not null` }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(indexed?.indexed).toBe(true);
  });

  it('a know published before its document is processed is reviewed once processing ends', async () => {
    const me = await newUser();
    const know = await uploadPdf(me, ['Geschichte der Weimarer Republik']);
    await patch(me, know.uuid, { title: 'Die Weimarer Republik', subjectIds: [germanSubjectIds[1]] });
    expect((await publish(me, know.uuid)).body).toMatchObject({ status: 'IN_REVIEW', documentState: 'PENDING' });
    expect(await reviewKnow(await getDb(), know.uuid)).toBe('SKIPPED');
    await runJobsUntilIdle(await getDb());
    expect(await knowRow(know.uuid)).toMatchObject({ status: 'PUBLISHED', documentState: 'READY' });
  });

  it('publishing needs a subject and a title', async () => {
    const me = await newUser();
    const know = await uploadPdf(me, ['Text']);
    const response = await publish(me, know.uuid);
    expect(response.body).toMatchObject({ error: { type: 'FormValidationError', data: { fields: { subjectIds: [expect.any(String)] } } } });
    expect((await patch(me, know.uuid, { title: 'ab' })).body).toMatchObject({ error: { type: 'FormValidationError' } });
    expect((await knowRow(know.uuid))?.status).toBe('DRAFT');
  });

  it.each([
    ['IMG_2041', 'TITLE_NOT_DESCRIPTIVE'],
    ['Scan 3', 'TITLE_NOT_DESCRIPTIVE'],
    ['1234', 'TITLE_NOT_DESCRIPTIVE'],
    ['Mathe Hurensohn Zusammenfassung', 'BANNED_WORDS'],
  ])('rejects a know titled %j with %s', async (title, reason) => {
    const me = await newUser();
    const know = await uploadPdf(me, ['Inhalt der Seite']);
    await runJobsUntilIdle(await getDb());
    expect((await patch(me, know.uuid, { title, subjectIds: [germanSubjectIds[0]] })).status).toBe(200);
    await publish(me, know.uuid);
    await runJobsUntilIdle(await getDb());
    expect((await draft(me, know.uuid)).body).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
  });

  it('rejects the same file uploaded again by the same knower as a duplicate, but not by another knower', async () => {
    const me = await newUser();
    const pdf = await makePdf(['Identischer Inhalt für die Duplikatprüfung']);
    const first = ((await upload(me, [{ data: pdf, name: 'Erster Versuch.pdf' }])).body as { knowUuid: string }).knowUuid;
    const second = ((await upload(me, [{ data: pdf, name: 'Zweiter Versuch.pdf' }])).body as { knowUuid: string }).knowUuid;
    const other = await newUser('Tom');
    const third = ((await upload(other, [{ data: pdf, name: 'Dritter Versuch.pdf' }])).body as { knowUuid: string }).knowUuid;
    await runJobsUntilIdle(await getDb());
    for (const [session, uuid] of [[me, first], [me, second], [other, third]] as const) {
      await patch(session, uuid, { subjectIds: [germanSubjectIds[0]] });
      await publish(session, uuid);
      await runJobsUntilIdle(await getDb());
    }
    expect((await knowRow(first))?.status).toBe('PUBLISHED');
    expect(await knowRow(second)).toMatchObject({ status: 'REJECTED', rejectionReason: 'DUPLICATE_DOCUMENT' });
    expect((await knowRow(third))?.status).toBe('PUBLISHED');
  });

  it('marks an unreadable document FAILED and rejects the know when publishing is asked', async () => {
    const me = await newUser();
    const know = await uploadPdf(me, ['Wird gleich beschädigt']);
    const row = await knowRow(know.uuid);
    await storage.put(row!.originalFiles[0]!, Buffer.from('%PDF-1.4\ngarbage'), 'application/pdf');
    expect(await processKnowDocument(await getDb(), know.uuid)).toBe('FAILED');
    expect(await knowRow(know.uuid)).toMatchObject({ documentState: 'FAILED', rejectionReason: 'UNREADABLE_DOCUMENT', pageCount: 0 });
    await patch(me, know.uuid, { title: 'Beschädigte Datei', subjectIds: [germanSubjectIds[0]] });
    await publish(me, know.uuid);
    await runJobsUntilIdle(await getDb());
    expect(await knowRow(know.uuid)).toMatchObject({ status: 'REJECTED', rejectionReason: 'UNREADABLE_DOCUMENT' });
  });

  it('a rejected know can be fixed and published again', async () => {
    const me = await newUser();
    const know = await uploadPdf(me, ['Inhalt'], 'IMG_0042.pdf');
    await runJobsUntilIdle(await getDb());
    await patch(me, know.uuid, { subjectIds: [germanSubjectIds[0]] });
    await publish(me, know.uuid);
    await runJobsUntilIdle(await getDb());
    expect(await knowRow(know.uuid)).toMatchObject({ status: 'REJECTED', rejectionReason: 'TITLE_NOT_DESCRIPTIVE' });
    await patch(me, know.uuid, { title: 'Bruchrechnung Übungen' });
    await publish(me, know.uuid);
    await runJobsUntilIdle(await getDb());
    expect(await knowRow(know.uuid)).toMatchObject({ status: 'PUBLISHED', rejectionReason: null });
  });
});

describe('editing a published know', () => {
  it('refuses a title the review would reject, and takes a private know out of search', async () => {
    const me = await newUser();
    const know = await publishedKnow(me);
    expect((await patch(me, know.uuid, { title: 'Scheisse Mitose' })).body).toMatchObject({ error: { type: 'FormValidationError', data: { reason: 'BANNED_WORDS' } } });
    expect((await patch(me, know.uuid, { isPrivate: true })).body).toMatchObject({ isPrivate: true, status: 'PUBLISHED' });
    const db = await getDb();
    const [row] = await db.select({ indexed: sql<boolean>`${knows.searchVector} is not null` }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(row?.indexed).toBe(false);
    await patch(me, know.uuid, { isPrivate: false });
    const [again] = await db.select({ indexed: sql<boolean>`${knows.searchVector} is not null` }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(again?.indexed).toBe(true);
  });

  it('checks subjects, grades and school types against the know', async () => {
    const me = await newUser();
    const know = await uploadPdf(me, ['x']);
    const [french] = await (await getDb()).select({ id: subjects.id }).from(subjects).where(eq(subjects.contentLanguage, 'fr')).limit(1);
    if (french) expect((await patch(me, know.uuid, { subjectIds: [french.id] })).body).toMatchObject({ error: { type: 'FormValidationError', data: { fields: { subjectIds: [expect.any(String)] } } } });
    expect((await patch(me, know.uuid, { gradeIds: ['00000000-0000-4000-8000-000000000000'] })).body).toMatchObject({ error: { type: 'FormValidationError' } });
    expect((await patch(me, know.uuid, {})).body).toMatchObject({ error: { type: 'FormValidationError' } });
  });
});

describe('another user', () => {
  it('cannot see, edit, publish or delete a know that is not theirs', async () => {
    const owner = await newUser('Owner');
    const intruder = await newUser('Intruder');
    const published = await publishedKnow(owner, ['Öffentlicher Inhalt'], 'Öffentliches Wissen');
    const privateDraft = await uploadPdf(owner, ['Geheimer Entwurf']);

    // A public know: it exists, but it is not theirs.
    expect(errorType(await patch(intruder, published.uuid, { title: 'Übernommen' }))).toBe('ForbiddenError');
    expect(errorType(await publish(intruder, published.uuid))).toBe('ForbiddenError');
    expect(errorType(await remove(intruder, published.uuid))).toBe('ForbiddenError');
    expect(errorType(await draft(intruder, published.uuid))).toBe('ForbiddenError');
    // A draft does not exist for anyone but its knower.
    expect(errorType(await patch(intruder, privateDraft.uuid, { title: 'Übernommen' }))).toBe('NotFoundError');
    expect(errorType(await publish(intruder, privateDraft.uuid))).toBe('NotFoundError');
    expect(errorType(await remove(intruder, privateDraft.uuid))).toBe('NotFoundError');
    expect(errorType(await draft(intruder, privateDraft.uuid))).toBe('NotFoundError');

    expect(await knowRow(published.uuid)).toMatchObject({ title: 'Öffentliches Wissen', status: 'PUBLISHED' });
    expect(await knowRow(privateDraft.uuid)).toMatchObject({ status: 'DRAFT' });
    const ownerKnower = (await knowRow(published.uuid))!.knowerUuid;
    expect(errorType(await callRoute(knowStatusStatsRoute, { token: intruder.accessToken, params: { id: ownerKnower } }))).toBe('ForbiddenError');
  });
});

describe('status counts and the own list', () => {
  it('counts the knower’s knows per status and lists them by status', async () => {
    const me = await newUser();
    await uploadPdf(me, ['Entwurf eins']);
    await uploadPdf(me, ['Entwurf zwei'], 'Entwurf zwei.pdf');
    const published = await publishedKnow(me, ['Veröffentlicht'], 'Quadratische Gleichungen');
    const rejected = await uploadPdf(me, ['Abgelehnt'], 'DSC_0001.pdf');
    await runJobsUntilIdle(await getDb());
    await patch(me, rejected.uuid, { subjectIds: [germanSubjectIds[0]] });
    await publish(me, rejected.uuid);
    await runJobsUntilIdle(await getDb());
    const inReview = await uploadPdf(me, ['In Prüfung'], 'Lineare Funktionen.pdf');
    await patch(me, inReview.uuid, { subjectIds: [germanSubjectIds[0]] });
    await publish(me, inReview.uuid);

    const knowerUuid = (await knowRow(published.uuid))!.knowerUuid;
    const stats = await callRoute(knowStatusStatsRoute, { token: me.accessToken, params: { id: knowerUuid } });
    expect(stats.body).toEqual({ draft: 2, inReview: 1, published: 1, rejected: 1 });
    expect(errorType(await callRoute(knowStatusStatsRoute, { token: me.accessToken, params: { id: '00000000-0000-4000-8000-000000000000' } }))).toBe('NotFoundError');

    const all = (await callRoute(ownKnowsRoute, { token: me.accessToken })).body as { knows: Draft[]; total: number };
    expect(all.total).toBe(5);
    const onlyRejected = (await callRoute(ownKnowsRoute, { token: me.accessToken, query: { status: 'REJECTED' } })).body as { knows: Draft[]; total: number };
    expect(onlyRejected.knows.map((know) => [know.uuid, know.rejectionReason])).toEqual([[rejected.uuid, 'TITLE_NOT_DESCRIPTIVE']]);

    const stranger = await newUser('Neu');
    expect((await callRoute(ownKnowsRoute, { token: stranger.accessToken })).body).toEqual({ knows: [], total: 0 });
    expect(errorType(await callRoute(ownKnowsRoute, {}))).toBe('AuthorizationError');
  });
});

describe('DELETE /api/v1/knows/{id}', () => {
  it('deletes the know, its pages and its files', async () => {
    const me = await newUser();
    const know = await publishedKnow(me, ['Wird gelöscht'], 'Zum Löschen bestimmt');
    const row = await knowRow(know.uuid);
    const db = await getDb();
    const pageKeys = (await db.select().from(knowPages).where(eq(knowPages.knowUuid, know.uuid))).flatMap((page) => [page.imageKey, page.previewKey]);
    expect(pageKeys.length).toBe(2);
    // The card thumbnail and a narrower copy of the page, made on request: they go with the know too.
    expect((await callRoute(knowThumbnailRoute, { params: { id: know.uuid } })).status).toBe(200);
    expect((await callRoute(knowPageImageRoute, { params: { id: know.uuid, n: '1' }, query: { w: '480' } })).status).toBe(200);
    const stored = storage.size;
    const response = await remove(me, know.uuid);
    expect(response.status).toBe(204);
    expect(await knowRow(know.uuid)).toBeUndefined();
    for (const key of [...row!.originalFiles, ...pageKeys]) expect(await storage.get(key)).toBeNull();
    expect(stored - storage.size).toBe(row!.originalFiles.length + pageKeys.length + 2);
    expect(errorType(await remove(me, know.uuid))).toBe('NotFoundError');
  });

  it('refuses a know published over 14 days ago that others liked (KnowIsUndeletableError), but not a younger one', async () => {
    const me = await newUser();
    const fan = await newUser('Fan');
    const know = await publishedKnow(me, ['Beliebt'], 'Beliebtes Wissen');
    const db = await getDb();
    await db.insert(knowLikes).values({ userUuid: fan.user.uuid, knowUuid: know.uuid });
    await db.update(knows).set({ publishedOn: new Date(Date.now() - 15 * 24 * 3600 * 1000) }).where(eq(knows.uuid, know.uuid));
    const refused = await remove(me, know.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { type: 'KnowIsUndeletableError', data: { likedBy: 1, savedBy: 0 } } });
    await db.update(knows).set({ publishedOn: new Date(Date.now() - 13 * 24 * 3600 * 1000) }).where(and(eq(knows.uuid, know.uuid)));
    expect((await remove(me, know.uuid)).status).toBe(204);
  });
});

describe('titleFromFilename', () => {
  it.each([
    ['Zellbiologie_Kapitel-3.pdf', 'Zellbiologie Kapitel 3'],
    ['C:\\Users\\lea\\Geschichte - Weimarer Republik.pdf', 'Geschichte - Weimarer Republik'],
    ['notes', 'notes'],
    ['a.b.c.png', 'a b c'],
  ])('%j → %j', (name, title) => expect(titleFromFilename(name)).toBe(title));
});
