// The file sandbox as the import route uses it: each parser runs in a bounded child process; a bound passed answers
// BadRequestError FILE_TOO_COMPLEX naming it (memory, cpuTime, wallTime), the parsers' own typed errors cross the
// process boundary unchanged, and a process stopped at a bound is replaced for the next file.
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyApkg, SAMPLE_PACKAGE } from '../../../flashcards/__tests__/fixtures/anki-packages';
import { collectionWith } from '../../../flashcards/__tests__/fixtures/hostile-apkg';
import { parseCsvFileInSandbox, parseQuizletTextInSandbox, readApkgInSandbox } from '../../../flashcards/import-in-sandbox';
import { toChatImageInSandbox } from '../../../chats/chat-image-in-sandbox';
import { toProfilePictureInSandbox } from '../../../users/profile-picture-in-sandbox';
import { stopFileSandboxes } from '../file-sandbox';

/** Starting a sandbox process loads tsx and the parser: seconds on a busy 2-core machine. */
const SANDBOX_TEST_TIMEOUT_MS = 60_000;

/** 40,000 Basic notes of about 1 KB each (40 MB, stored uncompressed): within every cap, and seconds of work for the
 *  reader. Written with one SQL statement, so that building it costs this test little. */
async function heavyDeck(): Promise<Uint8Array> {
  const basic = { 11: { id: 11, name: 'Basic', type: 0, flds: [{ name: 'Front', ord: 0 }, { name: 'Back', ord: 1 }], tmpls: [{ qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}', ord: 0 }] } };
  const collection = await collectionWith(
    'create table notes (id integer primary key, mid integer not null, flds text not null); create table cards (id integer primary key, nid integer not null, did integer not null default 1, ord integer not null, type integer not null default 0, due integer not null default 0, ivl integer not null default 0, reps integer not null default 0, lapses integer not null default 0, data text not null default \'\');',
    (db) => {
      db.run('update col set models = ?', [JSON.stringify(basic)]);
      db.run(`insert into notes with recursive n(x) as (select 1 union all select x + 1 from n where x < 40000) select x, 11, 'Frage ' || x || char(31) || ? from n`, ['Die Mitochondrien sind die Kraftwerke der Zelle. '.repeat(20)]);
      db.run('insert into cards (id, nid, ord) select id, id, 0 from notes');
    },
  );
  return zipSync({ 'collection.anki21': collection }, { level: 0 });
}

let heavy: Uint8Array;

beforeAll(async () => {
  heavy = await heavyDeck();
}, SANDBOX_TEST_TIMEOUT_MS);

afterAll(() => stopFileSandboxes());

describe('imports in the file sandbox', { timeout: SANDBOX_TEST_TIMEOUT_MS }, () => {
  it('reads an Anki package, a CSV file and a Quizlet text in a sandbox process', async () => {
    expect((await readApkgInSandbox(await legacyApkg(SAMPLE_PACKAGE))).cards).toHaveLength(8);
    expect((await parseCsvFileInSandbox('Begriff;Erklärung\nOsmose;Diffusion von Wasser\n', { fileName: 'deck.csv' })).cards).toHaveLength(1);
    expect((await parseQuizletTextInSandbox('die Zelle\tcell\nder Kern\tnucleus', { termSeparator: 'tab', cardSeparator: 'newline' })).cards).toHaveLength(2);
  });

  it('stops a package past its CPU time, memory or wall time and answers FILE_TOO_COMPLEX naming the bound', async () => {
    for (const [limits, limit] of [
      [{ cpuSeconds: 0.3 }, 'cpuTime'],
      [{ memoryMb: 60 }, 'memory'],
      [{ wallSeconds: 0.3 }, 'wallTime'],
    ] as const) {
      const error = await readApkgInSandbox(heavy, { limits }).catch((caught: unknown) => caught);
      expect(error, limit).toMatchObject({ type: 'BadRequestError', data: { reason: 'FILE_TOO_COMPLEX', limit } });
    }
  });

  it('passes the parser’s own typed error through unchanged, and reads the next file after a stopped one', async () => {
    const error = await readApkgInSandbox(new TextEncoder().encode('PK not a zip')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'BadRequestError', data: { reason: 'UNREADABLE_APKG' } });
    await readApkgInSandbox(heavy, { limits: { cpuSeconds: 0.2 } }).catch(() => undefined);
    expect((await readApkgInSandbox(await legacyApkg(SAMPLE_PACKAGE))).cards).toHaveLength(8);
  });
});

describe('images from users in the file sandbox', { timeout: SANDBOX_TEST_TIMEOUT_MS }, () => {
  it('makes a profile picture and a chat image there, and keeps their typed refusals', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    expect((await sharp(await toProfilePictureInSandbox(photo)).metadata())).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await toChatImageInSandbox(photo, 'foto.jpg')).toMatchObject({ width: 640, height: 480 });
    const error = await toChatImageInSandbox(Buffer.from('no picture at all'), 'foto.png').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'InvalidMIMETypeError', data: { filename: 'foto.png' } });
  });
});
