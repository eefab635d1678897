// Issue 31, sound and video end to end: an Anki package's sounds become the importer's own import files, named in the
// preview's `[sound:…]` by URL; a set created from the preview keeps copies with the know, and its cards play them
// through the card media route, for those who may see the card, and an export carries them; a reference that is not the caller's is refused or
// left as text; deleting the know removes the files.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { multipartBody } from '../../../tests/integration/multipart-body';
import type { FlashcardImportPreview, KnowFlashcards } from '../../../lib/contracts/flashcards';
import { cardMediaUrl, soundReferences } from '../../../lib/flashcards/card-media';
import { getDb } from '../../db';
import { flashcardCards } from '../../db/schema';
import { getFileStorage } from '../../files/storage';
import { deleteKnowRoute } from '../../knows/create-routes';
import { readApkg } from '../anki/read-apkg';
import { createFlashcardKnowRoute, exportFlashcardsRoute, flashcardImportImageRoute, flashcardImportsRoute, flashcardMediaRoute, knowFlashcardsRoute } from '../routes';
import { MP3 } from './fixtures/anki-issue31';
import { MEDIA_PACKAGE, OGG } from './fixtures/anki-media';
import { legacyApkg } from './fixtures/anki-packages';

let author: TestUser;
let student: TestUser;
let preview: FlashcardImportPreview;
let knowUuid: string;
let cards: KnowFlashcards['cards'];

const IMPORT_SOUND = /^\/api\/v1\/flashcards\/imports\/images\/([0-9a-f]{64})\.(mp3|ogg|wav)$/;
const lastSegment = (url: string) => url.slice(url.lastIndexOf('/') + 1);

beforeAll(async () => {
  [author, student] = await Promise.all([signUpUser({ name: 'Mia Schäfer' }), signUpUser({ name: 'Tom Becker' })]);
  const response = await callRoute(flashcardImportsRoute, { token: author.token, ...(await multipartBody([{ data: await legacyApkg(MEDIA_PACKAGE), name: 'hoeren.apkg' }])) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  preview = response.body as FlashcardImportPreview;
});

describe('an Anki package with sounds, imported and made a set', () => {
  it('names each sound in the preview by the URL of the caller’s own import file, served with its checked type', async () => {
    const references = preview.cards.flatMap((card) => soundReferences(card.front));
    expect(references).toHaveLength(4);
    for (const reference of references) expect(reference).toMatch(IMPORT_SOUND);
    const mp3 = await callRoute(flashcardImportImageRoute, { token: author.token, params: { name: lastSegment(references[0]!) } });
    expect(mp3.status).toBe(200);
    expect(mp3.headers).toMatchObject({ 'Content-Type': 'audio/mpeg', 'X-Content-Type-Options': 'nosniff' });
    expect(new Uint8Array(mp3.body as Buffer)).toEqual(MP3);
    expect(errorType(await callRoute(flashcardImportImageRoute, { token: student.token, params: { name: lastSegment(references[0]!) } }))).toBe('NotFoundError');
  });

  it('becomes a set whose cards play copies kept with the know', async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: preview.cards, title: 'Hören' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    knowUuid = (created.body as { knowUuid: string }).knowUuid;
    const rows = await (await getDb()).select({ front: flashcardCards.front }).from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid));
    for (const name of rows.flatMap((row) => soundReferences(row.front))) expect(name).toMatch(/^[0-9a-f]{32}\.(mp3|ogg|wav)$/);
    const listed = await callRoute(knowFlashcardsRoute, { token: author.token, params: { id: knowUuid } });
    cards = (listed.body as KnowFlashcards).cards;
    const [first] = cards;
    const names = soundReferences(first!.front);
    expect(names).toHaveLength(2);
    for (const url of names) expect(url).toBe(cardMediaUrl(knowUuid, first!.uuid, lastSegment(url)));
    const played = await callRoute(flashcardMediaRoute, { token: author.token, params: { id: knowUuid, cardUuid: first!.uuid, name: lastSegment(names[0]!) } });
    expect(played.status).toBe(200);
    expect(played.headers).toMatchObject({ 'Content-Type': 'audio/mpeg', 'X-Content-Type-Options': 'nosniff' });
    expect(new Uint8Array(played.body as Buffer)).toEqual(MP3);
    // A media player's first ask (Safari's): two bytes.
    const ranged = await callRoute(flashcardMediaRoute, { token: author.token, params: { id: knowUuid, cardUuid: first!.uuid, name: lastSegment(names[0]!) }, headers: { range: 'bytes=0-1' } });
    expect(ranged).toMatchObject({ status: 206, headers: { 'Content-Range': `bytes 0-1/${MP3.length}`, 'Accept-Ranges': 'bytes' } });
  });

  it('plays a file only with a card that shows it, for those who may see the set, and refuses a malformed name', async () => {
    const [first, second] = cards;
    const ogg = lastSegment(soundReferences(second!.front)[0]!);
    expect((await callRoute(flashcardMediaRoute, { token: author.token, params: { id: knowUuid, cardUuid: second!.uuid, name: ogg } })).headers).toMatchObject({ 'Content-Type': 'audio/ogg' });
    // The ogg is the know's, but the first card does not show it.
    expect(errorType(await callRoute(flashcardMediaRoute, { token: author.token, params: { id: knowUuid, cardUuid: first!.uuid, name: ogg } }))).toBe('NotFoundError');
    // A draft is its author's alone.
    expect((await callRoute(flashcardMediaRoute, { token: student.token, params: { id: knowUuid, cardUuid: second!.uuid, name: ogg } })).status).toBeGreaterThanOrEqual(400);
    expect(errorType(await callRoute(flashcardMediaRoute, { token: author.token, params: { id: knowUuid, cardUuid: second!.uuid, name: '../x.mp3' } }))).toBe('FormValidationError');
    expect(new Uint8Array((await getFileStorage().get(`knows/${knowUuid}/flashcards/${ogg}`))!.data)).toEqual(OGG);
  });

  it("refuses another user's import sound, and drops a set file reference the request did not store", async () => {
    const stolen = await callRoute(createFlashcardKnowRoute, { token: student.token, body: { cards: [{ front: preview.cards[0]!.front, back: 'hello' }] } });
    expect(stolen.status).toBe(400);
    expect(errorType(stolen)).toBe('FormValidationError');
    const typed = await callRoute(createFlashcardKnowRoute, { token: student.token, body: { cards: [{ front: `Hör zu [sound:${'a'.repeat(32)}.mp3] [sound:lied.mp3]`, back: 'listen' }] } });
    expect(typed.status).toBe(201);
    const [row] = await (await getDb()).select({ front: flashcardCards.front }).from(flashcardCards).where(eq(flashcardCards.knowUuid, (typed.body as { knowUuid: string }).knowUuid));
    expect(row!.front).toBe('Hör zu  [sound:lied.mp3]');
  });

  it('goes into the exported package, as Anki names it', async () => {
    const exported = await callRoute(exportFlashcardsRoute, { token: author.token, params: { id: knowUuid }, query: { format: 'apkg' } });
    expect(exported.status).toBe(200);
    const read = await readApkg(new Uint8Array(exported.body as Buffer));
    expect(read.problems).toEqual([]);
    expect(read.cards.map((card) => soundReferences(card.front).length)).toEqual([2, 1, 1, 0]);
    expect(read.images?.find((file) => file.mediaType === 'audio/ogg')?.data).toEqual(OGG);
  });

  it('goes with the know', async () => {
    const keys = (await (await getDb()).select({ front: flashcardCards.front }).from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid))).flatMap((row) => soundReferences(row.front).map((name) => `knows/${knowUuid}/flashcards/${name}`));
    expect(await getFileStorage().get(keys[0]!)).not.toBeNull();
    expect((await callRoute(deleteKnowRoute, { token: author.token, params: { id: knowUuid } })).status).toBe(204);
    for (const key of keys) expect(await getFileStorage().get(key)).toBeNull();
  });
});
