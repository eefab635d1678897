// An import preview's images by reference (security issue 28): an Anki package's images are stored once per user by
// content hash and the preview names them by URL, never as data: URLs; the URL answers the importer alone; a set
// created from the preview's cards copies the images (another user's reference or a removed one is a
// FormValidationError); 20 large images make a small answer; the images go a day after their last import.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { multipartBody } from '../../../tests/integration/multipart-body';
import { importImageUrl, type FlashcardImportPreview } from '../../../lib/contracts/flashcards';
import { getDb } from '../../db';
import { flashcardCards, flashcardImportImages } from '../../db/schema';
import { getFileStorage } from '../../files/storage';
import { importImageKey } from '../import/import-images';
import { removeOldImportImages } from '../import/import-images-job';
import { createFlashcardKnowRoute, flashcardImportImageRoute, flashcardImportsRoute } from '../routes';
import { GIF, legacyApkg, PNG, SAMPLE_PACKAGE, type FixturePackage } from './fixtures/anki-packages';

let author: TestUser;
let student: TestUser;

const importFile = async (user: TestUser, data: Uint8Array) => callRoute(flashcardImportsRoute, { token: user.token, ...(await multipartBody([{ data, name: 'deck.apkg' }])) });
const nameOf = (url: string | null) => url?.slice(importImageUrl('').length) ?? '';

beforeAll(async () => {
  [author, student] = await Promise.all([signUpUser({ name: 'Lea Hoffmann' }), signUpUser({ name: 'Jan Weber' })]);
});

describe('an Anki package with images, imported', () => {
  let preview: FlashcardImportPreview;

  beforeAll(async () => {
    const response = await importFile(author, await legacyApkg(SAMPLE_PACKAGE));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    preview = response.body as FlashcardImportPreview;
  });

  it('names each image by the URL of the caller’s import image, never by its data', () => {
    const images = preview.cards.flatMap((card) => [card.frontImage, card.backImage]).filter((image) => image !== null);
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(new RegExp(`^${importImageUrl('')}[0-9a-f]{64}\\.(png|gif)$`));
    expect(JSON.stringify(preview)).not.toContain('data:');
    expect(preview.problems).toEqual([
      { reason: 'MEDIA_NOT_KEPT', count: 1, examples: [{ note: 5, noteType: 'Vocabulary (3 cards)' }] },
      { reason: 'MISSING_IMAGE', count: 1, examples: [{ note: 7, noteType: 'Basic' }] },
    ]);
  });

  it('serves the image to the importer with its checked type, nosniff and a private cache', async () => {
    const response = await callRoute(flashcardImportImageRoute, { token: author.token, params: { name: nameOf(preview.cards[0]!.backImage) } });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, max-age=3600' });
    expect(new Uint8Array(response.body as Buffer)).toEqual(PNG);
  });

  it('answers NotFoundError to another user, to a visitor an AuthorizationError, and a malformed name is refused', async () => {
    const name = nameOf(preview.cards[0]!.backImage);
    expect(errorType(await callRoute(flashcardImportImageRoute, { token: student.token, params: { name } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(flashcardImportImageRoute, { params: { name } }))).toBe('AuthorizationError');
    expect(errorType(await callRoute(flashcardImportImageRoute, { token: author.token, params: { name: '../secret.png' } }))).toBe('FormValidationError');
  });

  it('stores an image once: importing the package again writes no file', async () => {
    const storage = getFileStorage();
    const put = storage.put.bind(storage);
    const written: string[] = [];
    storage.put = async (key, data, contentType) => {
      written.push(key);
      return put(key, data, contentType);
    };
    try {
      const again = (await importFile(author, await legacyApkg(SAMPLE_PACKAGE))).body as FlashcardImportPreview;
      expect(again.cards.map((card) => card.backImage)).toEqual(preview.cards.map((card) => card.backImage));
    } finally {
      storage.put = put;
    }
    expect(written).toEqual([]);
  });

  it('becomes a set whose cards carry copies of the images', async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: preview.cards, title: 'Zellen' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { knowUuid } = created.body as { knowUuid: string };
    const rows = await (await getDb()).select({ front: flashcardCards.frontImageKey, back: flashcardCards.backImageKey }).from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid));
    const keys = [...new Set(rows.flatMap((row) => [row.front, row.back]).filter((key) => key !== null))];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.startsWith(`knows/${knowUuid}/flashcards/`)).toBe(true);
    const stored = await Promise.all(keys.map(async (key) => new Uint8Array((await getFileStorage().get(key))!.data)));
    expect(stored.sort((a, b) => a.length - b.length)).toEqual([GIF, PNG].sort((a, b) => a.length - b.length));
  });

  it("refuses another user's import image, and one no longer there, as a FormValidationError (400)", async () => {
    const cards = [{ front: 'Zelle', back: 'cell', backImage: preview.cards[0]!.backImage }];
    const stolen = await callRoute(createFlashcardKnowRoute, { token: student.token, body: { cards } });
    expect(stolen.status).toBe(400);
    expect(errorType(stolen)).toBe('FormValidationError');
    const missing = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: [{ ...cards[0], backImage: importImageUrl(`${'0'.repeat(64)}.png`) }] } });
    expect(errorType(missing)).toBe('FormValidationError');
    // A data: URL from the editor still works.
    const typed = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: [{ front: 'Punkt', back: 'dot', frontImage: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` }] } });
    expect(typed.status).toBe(201);
  });
});

describe('20 large images', () => {
  it('make an answer of a few kilobytes, not tens of megabytes', async () => {
    // 20 distinct 1,000,000-byte "PNG" files (PNG signature, then zeros): a zip of a few kilobytes.
    const images = Array.from({ length: 20 }, (_, index) => {
      const bytes = new Uint8Array(1_000_000);
      bytes.set(PNG.subarray(0, 16));
      bytes[100] = index + 1;
      return bytes;
    });
    const fixture: FixturePackage = {
      noteTypes: SAMPLE_PACKAGE.noteTypes,
      notes: images.map((_, index) => ({ id: 2000 + index, typeId: 11, fields: [`Bild ${index + 1}<img src="b${index}.png">`, 'Antwort'], cardOrdinals: [0] })),
      media: Object.fromEntries(images.map((bytes, index) => [`b${index}.png`, bytes])),
    };
    const apkg = await legacyApkg(fixture);
    const response = await importFile(author, apkg);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const preview = response.body as FlashcardImportPreview;
    const answerBytes = Buffer.byteLength(JSON.stringify(preview));
    // What the answer was with each image inline as a data: URL (the same preview, the URLs replaced by the data).
    const inlineBytes = Buffer.byteLength(JSON.stringify({ ...preview, cards: preview.cards.map((card, index) => ({ ...card, frontImage: `data:image/png;base64,${Buffer.from(images[index]!).toString('base64')}` })) }));
    console.info(`20 images of 1,000,000 bytes in a ${apkg.length}-byte package: answer ${answerBytes} bytes by reference, ${inlineBytes} bytes inline`);
    expect(preview.cards.every((card) => card.frontImage?.startsWith(importImageUrl('')))).toBe(true);
    expect(answerBytes).toBeLessThan(10_000);
  });
});

describe('import images a day after their last import', () => {
  it('are removed, rows and files; younger ones stay', async () => {
    const db = await getDb();
    const preview = (await importFile(student, await legacyApkg(SAMPLE_PACKAGE))).body as FlashcardImportPreview;
    const [png, gif] = [nameOf(preview.cards[0]!.backImage), nameOf(preview.cards[3]!.backImage)];
    const now = new Date();
    await db.update(flashcardImportImages).set({ importedOn: new Date(now.getTime() - 24 * 60 * 60 * 1000 - 1000) }).where(and(eq(flashcardImportImages.userUuid, student.uuid), eq(flashcardImportImages.name, png)));
    await db.update(flashcardImportImages).set({ importedOn: new Date(now.getTime() - 23 * 60 * 60 * 1000) }).where(and(eq(flashcardImportImages.userUuid, student.uuid), eq(flashcardImportImages.name, gif)));
    expect(await removeOldImportImages(db, getFileStorage(), now)).toBeGreaterThanOrEqual(1);
    expect(await getFileStorage().get(importImageKey(student.uuid, png))).toBeNull();
    expect(errorType(await callRoute(flashcardImportImageRoute, { token: student.token, params: { name: png } }))).toBe('NotFoundError');
    expect(await getFileStorage().get(importImageKey(student.uuid, gif))).not.toBeNull();
    // Imported again, it is stored again.
    await importFile(student, await legacyApkg(SAMPLE_PACKAGE));
    expect((await callRoute(flashcardImportImageRoute, { token: student.token, params: { name: png } })).status).toBe(200);
  });
});
