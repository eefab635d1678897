// Issue 31, a note type's CSS end to end: an Anki package's styled note type becomes a scoped, sanitised stylesheet
// among the importer's own import files, named in front of the preview's sides; a set created from the preview keeps it
// with the know, served by the style route to those who may see the set; a side naming a stylesheet that is not there
// loses the name; an export carries it in the note types' CSS; deleting the know removes it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { multipartBody } from '../../../tests/integration/multipart-body';
import type { FlashcardImportPreview, KnowFlashcards } from '../../../lib/contracts/flashcards';
import { importStyleUrl, noteStyleNamesOf, noteStyleUrl, splitStyleReferences } from '../../../lib/flashcards/note-style';
import { getDb } from '../../db';
import { flashcardCards } from '../../db/schema';
import { getFileStorage } from '../../files/storage';
import { deleteKnowRoute } from '../../knows/create-routes';
import { readApkg } from '../anki/read-apkg';
import { createFlashcardKnowRoute, exportFlashcardsRoute, flashcardImportImageRoute, flashcardImportsRoute, flashcardStyleRoute, knowFlashcardsRoute } from '../routes';
import { currentApkg, legacyApkg } from './fixtures/anki-packages';
import { STYLED_PACKAGE } from './fixtures/anki-styles';

let author: TestUser;
let student: TestUser;
let preview: FlashcardImportPreview;
let styleName: string;
let knowUuid: string;

const text = (body: unknown) => Buffer.from(body as Buffer).toString('utf8');

beforeAll(async () => {
  [author, student] = await Promise.all([signUpUser({ name: 'Aiko Weber' }), signUpUser({ name: 'Jonas Kühn' })]);
  const response = await callRoute(flashcardImportsRoute, { token: author.token, ...(await multipartBody([{ data: await currentApkg(STYLED_PACKAGE), name: 'japanisch.apkg' }])) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  preview = response.body as FlashcardImportPreview;
});

describe('an Anki note type with its own CSS, imported and made a set', () => {
  it('wraps the styled type’s sides in its scope, keeps their classes prefixed, and names the stylesheet in front of them', () => {
    expect(preview.problems).toEqual([]);
    const [sun, moon, dog] = preview.cards;
    styleName = noteStyleNamesOf(sun!.front)[0] ?? '';
    expect(styleName).toMatch(/^[0-9a-f]{32}\.css$/);
    const hash = styleName!.slice(0, 32);
    expect(sun!.front).toBe(`[style:${importStyleUrl(styleName!)}]<div class="ak-s-${hash} ak-card"><div class="ak-kanji">日</div></div>`);
    expect(splitStyleReferences(sun!.back).html).toBe(`<div class="ak-s-${hash} ak-card"><div class="ak-reading">にち</div>\n<div class="ak-meaning">Sonne, Tag</div></div>`);
    expect(noteStyleNamesOf(moon!.front)).toEqual([styleName]);
    // Anki's stock Basic CSS is no stylesheet: the card is as it was.
    expect(dog).toMatchObject({ front: 'Hund', back: 'dog' });
  });

  it('serves the stylesheet scoped and sanitised as the importer’s own import file', async () => {
    const served = await callRoute(flashcardImportImageRoute, { token: author.token, params: { name: styleName } });
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({ 'Content-Type': 'text/css', 'X-Content-Type-Options': 'nosniff' });
    const css = text(served.body);
    const scope = `.ak-s-${styleName.slice(0, 32)}`;
    expect(css).toContain(`${scope}{text-align:left}`);
    expect(css).toContain(`${scope} .ak-kanji{font-size:48px;color:#b22222}`);
    expect(css).toContain(`:root[data-theme=dark] ${scope} .ak-kanji`);
    expect(css).toContain(`@media (max-width:480px){${scope} .ak-kanji{font-size:36px}}`);
    for (const gone of ['url(', '@import', '@font-face', 'Noto', 'fixed', '#qa', 'body', '#fffbe6']) expect(css).not.toContain(gone);
    expect(errorType(await callRoute(flashcardImportImageRoute, { token: student.token, params: { name: styleName } }))).toBe('NotFoundError');
  });

  it('reads the same from the legacy layout', async () => {
    const read = await readApkg(await legacyApkg(STYLED_PACKAGE));
    expect(read.cards.map((card) => noteStyleNamesOf(card.front))).toEqual([[styleName], [styleName], []]);
    expect(read.images?.map((file) => file.name)).toEqual([styleName]);
  });

  it('becomes a set that keeps the stylesheet, served to those who may see it', async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: preview.cards, title: 'Kanji' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    knowUuid = (created.body as { knowUuid: string }).knowUuid;
    const rows = await (await getDb()).select({ front: flashcardCards.front }).from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid));
    // Stored without the API's reference: the scope class names the stylesheet.
    for (const row of rows) expect(row.front).not.toContain('[style:');
    const listed = (await callRoute(knowFlashcardsRoute, { token: author.token, params: { id: knowUuid } })).body as KnowFlashcards;
    expect(splitStyleReferences(listed.cards[0]!.front).stylesheets).toEqual([noteStyleUrl(knowUuid, styleName)]);
    expect(splitStyleReferences(listed.cards[2]!.front).stylesheets).toEqual([]);
    const served = await callRoute(flashcardStyleRoute, { token: author.token, params: { id: knowUuid, name: styleName } });
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({ 'Content-Type': 'text/css; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    expect(text(served.body)).toContain('.ak-kanji{font-size:48px');
    // A draft is its author's alone; a name the set does not keep, or not a stylesheet's, is not found or refused.
    expect((await callRoute(flashcardStyleRoute, { token: student.token, params: { id: knowUuid, name: styleName } })).status).toBeGreaterThanOrEqual(400);
    expect(errorType(await callRoute(flashcardStyleRoute, { token: author.token, params: { id: knowUuid, name: `${'a'.repeat(32)}.css` } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(flashcardStyleRoute, { token: author.token, params: { id: knowUuid, name: '../x.css' } }))).toBe('FormValidationError');
  });

  it('takes the scope off a side whose stylesheet is not the caller’s to keep', async () => {
    // Another user's import stylesheet, and one never made: the sides keep their text, their scope names nothing.
    const made = await callRoute(createFlashcardKnowRoute, {
      token: student.token,
      body: { cards: [{ front: preview.cards[0]!.front, back: 'Sonne' }, { front: `<div class="ak-s-${'b'.repeat(32)} ak-card">月</div>`, back: 'Mond' }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rows = await (await getDb()).select({ front: flashcardCards.front }).from(flashcardCards).where(eq(flashcardCards.knowUuid, (made.body as { knowUuid: string }).knowUuid));
    expect(rows.map((row) => row.front).sort()).toEqual(['<div class="ak-card"><div class="ak-kanji">日</div></div>', '<div class="ak-card">月</div>']);
  });

  it('goes into the exported package’s note types, where Anki styles the same cards with it', async () => {
    const exported = await callRoute(exportFlashcardsRoute, { token: author.token, params: { id: knowUuid }, query: { format: 'apkg' } });
    expect(exported.status).toBe(200);
    const read = await readApkg(new Uint8Array(exported.body as Buffer));
    expect(read.problems).toEqual([]);
    // Read back, the set's stylesheet is the type's CSS once more: scoped again around the classes the cards carry.
    const css = new TextDecoder().decode(read.images!.find((file) => file.mediaType === 'text/css')!.data);
    expect(css).toMatch(/\.ak-s-[0-9a-f]{32} \.ak-ak-s-[0-9a-f]{32} \.ak-ak-kanji\{font-size:48px;color:#b22222\}/);
    expect(read.cards[0]!.front).toContain('<div class="ak-ak-kanji">日</div>');
  });

  it('goes with the know', async () => {
    const key = `knows/${knowUuid}/flashcards/${styleName}`;
    expect(await getFileStorage().get(key)).not.toBeNull();
    expect((await callRoute(deleteKnowRoute, { token: author.token, params: { id: knowUuid } })).status).toBe(204);
    expect(await getFileStorage().get(key)).toBeNull();
  });
});
