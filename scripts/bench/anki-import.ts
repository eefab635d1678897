// `npm run bench -- --case anki-import`: the import of a 10,000-note Anki deck with media (issue 31), in a process of
// its own so that its peak memory is its own. Two decks of the same size in the current layout (zstd), each read by
// readApkg as the file sandbox runs it: the floor, Basic notes of two short fields (the stock path), and the case, the
// issue's note type of five fields and two templates (20,000 cards rendered from their templates), each note with an
// image (200 distinct ones), a sound reference and a review log of five reviews on its first card. Prints one JSON line
// per deck: seconds (wall and CPU), peak RSS (MB), cards, package bytes. The budget (docs/benchmarks.md) is a ratio to the floor.
import { readApkg } from '../../server/flashcards/anki/read-apkg';
import { ISSUE31_PACKAGE, MP3, REVIEWS_OF_HUND } from '../../server/flashcards/__tests__/fixtures/anki-issue31';
import { currentApkg, PNG, type FixturePackage } from '../../server/flashcards/__tests__/fixtures/anki-packages';

const NOTES = 10_000;
const IMAGES = 200;

/** A PNG made distinct by a byte after its image data (still a PNG by its signature). */
const image = (index: number) => Uint8Array.from([...PNG, index & 0xff, index >> 8]);

export function benchDeck(kind: 'floor' | 'case'): FixturePackage {
  if (kind === 'floor') {
    return {
      noteTypes: [{ id: 11, name: 'Basic', isCloze: false, fields: ['Front', 'Back'], templates: [{ qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }] }],
      notes: Array.from({ length: NOTES }, (_, index) => ({ id: 10_000 + index, typeId: 11, fields: [`Wort ${index}`, `word ${index}`], cardOrdinals: [0] })),
      media: {},
    };
  }
  const vocabulary = ISSUE31_PACKAGE.noteTypes[0]!;
  return {
    decks: ISSUE31_PACKAGE.decks,
    noteTypes: [vocabulary],
    notes: Array.from({ length: NOTES }, (_, index) => ({
      id: 10_000 + index,
      typeId: vocabulary.id,
      tags: ' bench ',
      deckId: 1700000000001,
      cardOrdinals: [0, 1],
      reviews: REVIEWS_OF_HUND.map((review) => ({ ...review, id: review.id + index })),
      fields: [`das Wort ${index}`, index % 2 ? 'neutrum' : '', `the <b>word</b> ${index}`, `Ein Satz mit Wort ${index}.<img src="bild${index % IMAGES}.png">`, `[sound:wort${index % IMAGES}.mp3]`],
    })),
    media: Object.fromEntries(Array.from({ length: IMAGES }, (_, index) => [[`bild${index}.png`, image(index)], [`wort${index}.mp3`, MP3]]).flat()),
  };
}

async function main() {
  const kind = process.argv[2] === 'floor' ? 'floor' : 'case';
  const file = await currentApkg(benchDeck(kind));
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await readApkg(file);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(JSON.stringify({ kind, seconds: Number(seconds.toFixed(2)), cpuSeconds: Number(cpuSeconds.toFixed(2)), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), cards: result.cards.length, packageBytes: file.length }));
}

if (process.argv[1]?.endsWith('anki-import.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
