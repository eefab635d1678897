// Issue 31: the decks real students share, in all three layouts Anki writes, come through with as many cards as Anki
// makes and with the text Anki's rules give (expected values worked out by hand from rslib's template.rs and cloze.rs).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { plainTextOf } from '../../../lib/flashcards/rich-text';
import { readApkg } from '../anki/read-apkg';
import { ISSUE31_PACKAGE, MP3, MP4 } from './fixtures/anki-issue31';
import { currentApkg, GIF, legacyApkg, PNG } from './fixtures/anki-packages';

const nameOf = (bytes: Uint8Array, extension: string) => `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

/** Anki makes 18 cards from the fixture (the cards table), the image occlusion note's one among them. */
const ANKI_CARD_COUNT = ISSUE31_PACKAGE.notes.reduce((sum, note) => sum + note.cardOrdinals.length, 0);

/** [question, answer] as plain text, in the order of the cards table. */
const EXPECTED_TEXT: [string, string][] = [
  ['der Hund\n(maskulin)', 'the dog\nDer Hund bellt.'],
  ['the dog', 'der Hund Tiere · Abrufen · tiere a1'],
  ['die Katze', 'the cat'],
  ['the cat (ohne Beispiel)', 'die Katze Tiere · Abrufen · tiere'],
  ['Mitose', 'Zellteilung mit zwei gleichen Tochterzellen'],
  ['Was zeigt das Bild?', 'Mitose'],
  ['Meiose', 'Reifeteilung'],
  ['Wie schreibt man „Rhythmus“?\nTipp\nzwei h', 'Rhythmus'],
  ['[Organell] bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten Chlorophyll.', 'Mitochondrien bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten Chlorophyll.\nZellorganellen'],
  ['Mitochondrien bilden [...].\nChloroplasten enthalten Chlorophyll.', 'Mitochondrien bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten Chlorophyll.\nZellorganellen'],
  ['Mitochondrien bilden ATP [...].\nChloroplasten enthalten Chlorophyll.', 'Mitochondrien bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten Chlorophyll.\nZellorganellen'],
  ['Mitochondrien bilden ATP (Adenosintriphosphat).\n[...] enthalten Chlorophyll.', 'Mitochondrien bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten Chlorophyll.\nZellorganellen'],
  ['Mitochondrien bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten [Farbstoff].', 'Mitochondrien bilden ATP (Adenosintriphosphat).\nChloroplasten enthalten Chlorophyll.\nZellorganellen'],
  ['Die [...] innen und außen.', 'Die Zellmembran trennt innen und außen.'],
  ['Die Zellmembran [...] innen und außen.', 'Die Zellmembran trennt innen und außen.'],
  // The image occlusion card: its image with the mask drawn on each side (image-occlusion.test.ts), no text.
  ['', ''],
  ['das Video', 'the video'],
  ['the video (ohne Beispiel)', 'das Video Default · Abrufen ·'],
];

describe.each([
  ['legacy collection.anki2', () => legacyApkg(ISSUE31_PACKAGE, 'collection.anki2')],
  ['legacy collection.anki21', () => legacyApkg(ISSUE31_PACKAGE)],
  ['current zstd collection.anki21b', () => currentApkg(ISSUE31_PACKAGE)],
])('a deck of several-field, conditional, type-in and cloze note types (%s)', { timeout: 30_000 }, (_, build) => {
  it('makes the cards Anki makes with the text Anki renders', async () => {
    const result = await readApkg(await build());
    expect(ANKI_CARD_COUNT).toBe(18);
    expect(result.cards).toHaveLength(ANKI_CARD_COUNT);
    expect(result.cards.map((card) => [plainTextOf(card.front), plainTextOf(card.back)])).toEqual(EXPECTED_TEXT);
    expect(result.cards.every((card) => card.kind === 'basic')).toBe(true);
  });

  it('keeps headings, emphasis, the hint as <details> and the active deletion of the answer in bold', async () => {
    const { cards } = await readApkg(await build());
    expect(cards[0]).toMatchObject({ kind: 'basic', front: `<h2>der Hund</h2><p>(maskulin)</p>[sound:${nameOf(MP3, 'mp3')}]`, back: 'the <b>dog</b><br><i>Der Hund bellt.</i>', frontImage: null, backImage: nameOf(PNG, 'png') });
    expect(cards[5]).toMatchObject({ front: 'Was zeigt das Bild?', frontImage: nameOf(GIF, 'gif') });
    expect(cards[7]!.front).toContain('<details><summary>Tipp</summary>zwei h</details>');
    // The type-in template's answer: the marker that makes Learn grade it as Anki does.
    expect(cards[7]!.back).toBe('[[type:Rhythmus]]');
    expect(cards[8]!.back).toBe('<b>Mitochondrien</b> bilden ATP (Adenosintriphosphat).<br>Chloroplasten enthalten Chlorophyll.<hr><h3>Zellorganellen</h3>');
    expect(cards[13]!.back).toBe('Die <b>Zellmembran trennt</b> innen und außen.');
  });

  it('keeps sound and video where the card plays them ([sound:] for both, and a <video> element), by content', async () => {
    const { cards, images = [], problems } = await readApkg(await build());
    expect(cards[2]!.front).toBe(`<h2>die Katze</h2>[sound:${nameOf(MP4, 'mp4')}]`);
    expect(cards[16]!.front).toBe(`<h2>das Video</h2>[sound:${nameOf(MP4, 'mp4')}]`);
    // The answer leaves out what only repeats the question: its sound too.
    expect(cards[0]!.back).not.toContain('[sound:');
    expect(images.filter((file) => !file.mediaType.startsWith('image/')).map(({ name, mediaType }) => ({ name, mediaType }))).toEqual([
      { name: nameOf(MP3, 'mp3'), mediaType: 'audio/mpeg' },
      { name: nameOf(MP4, 'mp4'), mediaType: 'video/mp4' },
    ]);
    expect(problems).toEqual([]);
  });
});
