// A know's card picture is never blank (issue 33, decision 048): through the real upload pipeline (upload → the
// 'process-know-document' job → details → publish → review), a PDF whose first page is blank gets its thumbnail from
// its second page — clear for those who may see that page, cut from its blurred preview for visitors — and a PDF of
// blank pages gets no picture at all (the card draws its format) and is not published (BLANK_DOCUMENT).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, uniqueEmail } from '../../../tests/integration/call-route';
import { multipartBody } from '../../../tests/integration/multipart-body';
import { makePdf } from '../../../tests/fixtures/pdf';
import { getDb } from '../../db';
import { knows, subjects } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo-content';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { signupRoute } from '../../users/routes';
import { knowDraftRoute, publishKnowRoute, updateKnowRoute, uploadKnowRoute } from '../create-routes';
import { measurePageInk } from '../documents/measure-page-ink';
import { findKnowSummaries } from '../know-summaries';
import { knowThumbnailRoute } from '../read-routes';

type Session = { accessToken: string; user: { uuid: string } };

const CONTENT = 'Die Mitose teilt den Zellkern in zwei gleiche Kerne. Prophase, Metaphase, Anaphase und Telophase folgen aufeinander.';
const FAINT_HEADER = { text: 'Name: ____________ Klasse: ______ Datum: ________', size: 9, grey: 0.78 };

let storage: MemoryStorage;
let subjectId: string;
let knower: Session;
let reader: Session;

async function newUser(name: string): Promise<Session> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('cover'), name, password: 'reviser2026' } });
  expect(response.status).toBe(201);
  return response.body as Session;
}

beforeAll(async () => {
  storage = new MemoryStorage();
  setFileStorage(storage);
  const db = await getDb();
  await seedDemoContent(db, { withKnows: false });
  [{ id: subjectId }] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.contentLanguage, 'de')).limit(1) as [{ id: string }];
  knower = await newUser('Lea');
  reader = await newUser('Ada');
});

afterAll(() => setFileStorage(undefined));

/** Uploads the PDF and lets the document pipeline render it. */
async function uploaded(pages: Parameters<typeof makePdf>[0], title: string): Promise<string> {
  const body = await multipartBody([{ data: await makePdf(pages), name: `${title}.pdf`, type: 'application/pdf' }], 'file');
  const response = await callRoute(uploadKnowRoute, { token: knower.accessToken, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const { uuid } = (response.body as { know: { uuid: string } }).know;
  await runJobsUntilIdle(await getDb());
  return uuid;
}

async function published(pages: Parameters<typeof makePdf>[0], title: string): Promise<string> {
  const uuid = await uploaded(pages, title);
  expect((await callRoute(updateKnowRoute, { token: knower.accessToken, params: { id: uuid }, body: { title, subjectIds: [subjectId] } })).status).toBe(200);
  expect((await callRoute(publishKnowRoute, { token: knower.accessToken, params: { id: uuid } })).status).toBe(200);
  await runJobsUntilIdle(await getDb());
  return uuid;
}

const coverOf = async (uuid: string) => (await (await getDb()).select({ coverPage: knows.coverPage, status: knows.status }).from(knows).where(eq(knows.uuid, uuid)))[0]!;
const thumbnail = (uuid: string, session?: Session) => callRoute(knowThumbnailRoute, { params: { id: uuid }, ...(session ? { token: session.accessToken } : {}) });

describe('the card picture of a know whose first page is blank', () => {
  it('is the top of its first page that is not blank, measured once when the document is processed', async () => {
    const uuid = await published(['', FAINT_HEADER, CONTENT], 'Mitose mit leerem Deckblatt');
    expect(await coverOf(uuid)).toEqual({ coverPage: 3, status: 'PUBLISHED' });
    const [summary] = await findKnowSummaries(await getDb(), [uuid]);
    expect(summary!.thumbnailUrl).toMatch(new RegExp(`^/api/v1/knows/${uuid}/thumbnail\\?v=`));

    const response = await thumbnail(uuid, reader);
    expect(response.status).toBe(200);
    const picture = response.body as Buffer;
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect((await measurePageInk(picture)).blank).toBe(false);
    const darkest = (await sharp(picture).stats()).channels[0]!.min;
    expect(darkest).toBeLessThan(100); // crisp ink: the page itself, not its preview
    expect(await storage.get(`knows/${uuid}/thumbnail-${(await (await getDb()).select({ v: knows.updatedOn }).from(knows).where(eq(knows.uuid, uuid)))[0]!.v.getTime().toString(36)}.webp`)).not.toBeNull();
  });

  it('never shows a visitor a page they may not see: on a blurred site it is cut from that page\'s blurred preview', async () => {
    const uuid = await published(['', CONTENT], 'Mitose für Gäste');
    expect((await coverOf(uuid)).coverPage).toBe(2);
    const visitor = await thumbnail(uuid);
    expect(visitor.status).toBe(200);
    const picture = visitor.body as Buffer;
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    const { min, max } = (await sharp(picture).stats()).channels[0]!;
    expect(min).toBeGreaterThan(100); // no crisp ink
    expect(max - min).toBeGreaterThan(5); // but not a white rectangle either
    // The visitor's blurred picture and the reader's clear one share a URL: neither is cached for long.
    expect(visitor.headers['Cache-Control']).toBe('private, max-age=300');
    const signedIn = await thumbnail(uuid, reader);
    expect((await sharp(signedIn.body as Buffer).stats()).channels[0]!.min).toBeLessThan(100);
    expect(signedIn.headers['Cache-Control']).toBe('private, max-age=300');
  });

  it('shows the title of a cover whose top is white, not the white top', async () => {
    const uuid = await published([{ text: 'Zellbiologie', size: 28, at: 0.62 }, CONTENT], 'Zellbiologie mit Deckblatt');
    expect((await coverOf(uuid)).coverPage).toBe(1);
    const picture = (await thumbnail(uuid)).body as Buffer;
    expect(await sharp(picture).metadata()).toMatchObject({ width: 480, height: 360 });
    const { blank, top } = await measurePageInk(picture);
    expect(blank).toBe(false);
    expect(top).toBeGreaterThan(0.15); // the title sits about a quarter of the way down
    expect(top).toBeLessThan(0.35);
  });

  it('is none when every page is blank: no thumbnail URL, and the route answers 404', async () => {
    const uuid = await uploaded(['', FAINT_HEADER, ''], 'Leere Seiten');
    expect((await coverOf(uuid)).coverPage).toBeNull();
    const draft = await callRoute(knowDraftRoute, { token: knower.accessToken, params: { id: uuid } });
    expect(draft.body).toMatchObject({ documentState: 'READY', pageCount: 3, thumbnailUrl: null });
    expect((await thumbnail(uuid, knower)).status).toBe(404);
  });

  it('is not published when every page is blank: the review rejects it with BLANK_DOCUMENT', async () => {
    const uuid = await published(['', FAINT_HEADER], 'Leere Blätter Biologie');
    const [row] = await (await getDb()).select({ status: knows.status, rejectionReason: knows.rejectionReason }).from(knows).where(eq(knows.uuid, uuid));
    expect(row).toEqual({ status: 'REJECTED', rejectionReason: 'BLANK_DOCUMENT' });
  });

  it('stays page 1 for a document that starts with content, cached publicly as before', async () => {
    const uuid = await published([CONTENT, ''], 'Mitose ohne Deckblatt');
    expect((await coverOf(uuid)).coverPage).toBe(1);
    const visitor = await thumbnail(uuid);
    expect(visitor.status).toBe(200);
    expect((await sharp(visitor.body as Buffer).stats()).channels[0]!.min).toBeLessThan(100);
    expect(visitor.headers['Cache-Control']).toBe('public, max-age=300');
  });
});
