import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readApkg } from '../anki/read-apkg';
import { progressOfReviews } from '../anki/review-history';
import { writeApkg, type ExportNote, type ExportSchedule } from '../anki/write-apkg';
import { writeCsv } from '../export-csv';
import { parseCsvFile } from '../import/parse-csv-file';
import { loadSqlJs, openAnkiCollection } from '../anki/sqlite';
import { currentApkg, GIF, legacyApkg, PNG, SAMPLE_PACKAGE } from './fixtures/anki-packages';

/** An image's name in an import result: the SHA-256 of its bytes and its type's extension. */
const nameOf = (bytes: Uint8Array, extension: string) => `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

const EXPECTED_CARDS = [
  { kind: 'basic', front: '<b>Mitochondrion</b>', back: 'Powerhouse of the cell', frontImage: null, backImage: nameOf(PNG, 'png') },
  { kind: 'reversed', front: 'der Hund', back: 'the dog', frontImage: null, backImage: null },
  { kind: 'basic', front: 'die Katze', back: 'the cat', frontImage: null, backImage: null },
  { kind: 'cloze', front: '{{c1::Paris}} is the capital of {{c2::France}}', back: 'Europe', frontImage: null, backImage: nameOf(GIF, 'gif') },
  // A type of three templates: each card the collection lists, rendered from its template (the third asks with a sound
  // only, which is not kept: reported below instead of imported).
  { kind: 'basic', front: 'chat', back: 'cat', frontImage: null, backImage: null },
  { kind: 'basic', front: 'cat', back: 'chat', frontImage: null, backImage: null },
  // Basic (type in the answer): rendered, the answer a type-in marker that Learn grades as Anki does.
  { kind: 'basic', front: '2 + 2', back: '[[type:4]]', frontImage: null, backImage: null },
  { kind: 'basic', front: 'Missing picture', back: 'still a card', frontImage: null, backImage: null },
];
const EXPECTED_PROBLEMS = [
  { reason: 'MEDIA_NOT_KEPT', count: 1, examples: [{ note: 5, noteType: 'Vocabulary (3 cards)' }] },
  { reason: 'MISSING_IMAGE', count: 1, examples: [{ note: 7, noteType: 'Basic' }] },
];
/** Each image once, by name, with its bytes and checked type — never as a data: URL. */
const EXPECTED_IMAGES = [
  { name: nameOf(PNG, 'png'), mediaType: 'image/png', data: PNG },
  { name: nameOf(GIF, 'gif'), mediaType: 'image/gif', data: GIF },
];

describe('readApkg', () => {
  it.each([
    ['legacy collection.anki21', () => legacyApkg(SAMPLE_PACKAGE)],
    ['legacy collection.anki2', () => legacyApkg(SAMPLE_PACKAGE, 'collection.anki2')],
    ['current zstd collection.anki21b with its protobuf media list', () => currentApkg(SAMPLE_PACKAGE)],
  ])('reads Basic, reversed and Cloze notes with their images from the %s layout', async (_, build) => {
    const result = await readApkg(await build());
    expect(result.cards).toEqual(EXPECTED_CARDS);
    expect(result.problems).toEqual(EXPECTED_PROBLEMS);
    expect(result.images).toEqual(EXPECTED_IMAGES);
    expect(structuredClone(result)).toEqual(result);
  });

  it("reads a schema that declares Anki's unicase collation, which sql.js alone refuses", async () => {
    const { decompress } = await import('fzstd');
    const collection = decompress(unzipSync(await currentApkg(SAMPLE_PACKAGE))['collection.anki21b']!);
    expect(new TextDecoder().decode(collection)).toContain('COLLATE unicase');
    const SQL = await loadSqlJs();
    const plain = new SQL.Database(collection);
    const byName = "select id from notetypes where name = 'Cloze'";
    expect(() => plain.exec(byName)).toThrow(/unicase/);
    plain.close();
    const rewritten = await openAnkiCollection(collection);
    expect(rewritten.exec(byName)[0]!.values).toEqual([[13]]);
    rewritten.close();
  });

  it('answers a typed error for a file that is not an Anki package', async () => {
    await expect(readApkg(new TextEncoder().encode('not a zip'))).rejects.toMatchObject({ type: 'BadRequestError', data: { reason: 'UNREADABLE_APKG' } });
    const { zipSync } = await import('fflate');
    await expect(readApkg(zipSync({ 'readme.txt': new Uint8Array([1]) }))).rejects.toMatchObject({ type: 'BadRequestError' });
    await expect(readApkg(zipSync({ 'collection.anki21': new TextEncoder().encode('garbage') }))).rejects.toMatchObject({ type: 'BadRequestError' });
  });
});

describe('writeApkg', () => {
  const notes: ExportNote[] = [
    { kind: 'basic', front: '<b>Zelle</b>', back: '<ul><li>Kern</li><li>Membran</li></ul>', frontImage: { data: PNG, mediaType: 'image/png' }, backImage: null },
    { kind: 'reversed', front: 'le chat', back: 'die Katze', frontImage: null, backImage: { data: GIF, mediaType: 'image/gif' } },
    { kind: 'cloze', front: 'Die {{c1::Mitochondrien}} liefern {{c2::ATP}}.', back: '', frontImage: { data: PNG, mediaType: 'image/png' }, backImage: null },
  ];

  it('writes the legacy collection.anki21 layout (and collection.anki2 for Anki 2.0) with the images as media', async () => {
    const entries = unzipSync(await writeApkg({ deckName: 'Biologie', notes, now: new Date('2026-11-02T10:00:00Z') }));
    expect(Object.keys(entries).sort()).toEqual(['0', '1', 'collection.anki2', 'collection.anki21', 'media']);
    expect(JSON.parse(new TextDecoder().decode(entries.media))).toEqual({ 0: expect.stringMatching(/\.png$/), 1: expect.stringMatching(/\.gif$/) });
    const SQL = await loadSqlJs();
    const db = new SQL.Database(entries['collection.anki21']);
    expect(db.exec('select ver from col')[0]!.values).toEqual([[11]]);
    expect(db.exec('select count(*) from notes')[0]!.values).toEqual([[3]]);
    expect(db.exec('select ord from cards order by id')[0]!.values).toEqual([[0], [0], [1], [0], [1]]);
    const decks = JSON.parse(db.exec('select decks from col')[0]!.values[0]![0] as string) as Record<string, { name: string }>;
    expect(Object.values(decks).map((deck) => deck.name)).toContain('Biologie');
    db.close();
  });

  it('gives back the same cards when its package is imported again', async () => {
    const result = await readApkg(await writeApkg({ deckName: 'Biologie', notes }));
    expect(result.problems).toEqual([]);
    const bytesOf = (name: string | null) => name && result.images?.find((image) => image.name === name)?.data;
    expect(result.cards.map((card) => ({ ...card, frontImage: bytesOf(card.frontImage), backImage: bytesOf(card.backImage) }))).toEqual(
      notes.map((note) => ({ ...note, frontImage: note.frontImage && note.frontImage.data, backImage: note.backImage && note.backImage.data })),
    );
    // The PNG of two notes is answered once.
    expect(result.images?.map((image) => image.mediaType)).toEqual(['image/png', 'image/gif']);
  });

  it("carries a card's study history back: our reader replays it into the same FSRS state (issue 31)", async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.UTC(2026, 10, 1, 8);
    const replayed = progressOfReviews(
      [
        { id: start, ease: 3, ivl: 1, factor: 0, type: 0 },
        { id: start + day, ease: 3, ivl: 3, factor: 0, type: 1 },
        { id: start + 4 * day, ease: 4, ivl: 12, factor: 0, type: 1 },
      ],
      2,
    )!;
    const schedule: ExportSchedule = {
      ordinal: 2,
      reviews: [
        { at: new Date(start), rating: 3, stateBefore: 0, scheduledDays: 1 },
        { at: new Date(start + day), rating: 3, stateBefore: 2, scheduledDays: 3 },
        { at: new Date(start + 4 * day), rating: 4, stateBefore: 2, scheduledDays: 12 },
      ],
      state: { state: 2, due: new Date(replayed.due), stability: replayed.stability, difficulty: replayed.difficulty, scheduledDays: replayed.scheduledDays, reps: 3, lapses: 0, lastReview: new Date(start + 4 * day) },
    };
    const apkg = await writeApkg({ deckName: 'Tiere', notes: [{ kind: 'reversed', front: 'der Hund', back: 'the dog', frontImage: null, backImage: null, schedules: [schedule] }], now: new Date(start + 5 * day) });
    const db = await openAnkiCollection(unzipSync(apkg)['collection.anki21']!);
    const [card] = db.exec('select type, queue, ivl, reps, data from cards where ord = 1')[0]!.values;
    expect(card!.slice(0, 4)).toEqual([2, 2, replayed.scheduledDays, 3]);
    expect(JSON.parse(String(card![4]))).toMatchObject({ s: Number(replayed.stability.toFixed(4)), lrt: (start + 4 * day) / 1000 });
    expect(db.exec('select count(*) from revlog')[0]!.values[0]![0]).toBe(3);
    db.close();
    const [note] = (await readApkg(apkg)).cards;
    expect(note!.progress).toEqual([replayed]);
  });
});

describe('writeCsv', () => {
  it('writes front and back as plain text that the CSV import reads back', () => {
    const csv = writeCsv([
      { front: 'a, "quoted"', back: 'line 1<br>line 2' },
      { front: '{{c1::Paris}}', back: 'x' },
    ]);
    expect(csv.startsWith('\uFEFFFront,Back\r\n')).toBe(true);
    const read = parseCsvFile(csv);
    expect(read.cards.map((card) => [card.front, card.back])).toEqual([['a, "quoted"', 'line 1<br>line 2'], ['{{c1::Paris}}', 'x']]);
  });
});
