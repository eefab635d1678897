// Issue 31, sound and video: a deck as Anki writes one — `[sound:name]` in fields (Anki plays videos through it too),
// the occasional <audio>/<video> element a student pasted — comes through with each file kept where the card plays it,
// checked by its bytes (never its name); a file that is missing, not playable or too large is named, never silent.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readApkg } from '../anki/read-apkg';
import { writeApkg } from '../anki/write-apkg';
import { checkCardMedia } from '../card-images';
import { MAX_CARD_MEDIA_BYTES } from '../limits';
import { MP3 } from './fixtures/anki-issue31';
import { MEDIA_PACKAGE, NOT_A_SOUND, OGG, WAV } from './fixtures/anki-media';
import { currentApkg, legacyApkg } from './fixtures/anki-packages';

const nameOf = (bytes: Uint8Array, extension: string) => `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
describe.each([
  ['legacy collection.anki21', () => legacyApkg(MEDIA_PACKAGE)],
  ['current zstd collection.anki21b', () => currentApkg(MEDIA_PACKAGE)],
])('sound and video of an Anki deck (%s)', { timeout: 30_000 }, (_, build) => {
  it('keeps each playable file where the card plays it, once, by its checked type', async () => {
    const { cards, images = [], problems } = await readApkg(await build());
    expect(cards.map(({ kind, front, back }) => ({ kind, front, back }))).toEqual([
      { kind: 'basic', front: `Hallo [sound:${nameOf(MP3, 'mp3')}] und [sound:${nameOf(MP3, 'mp3')}]`, back: 'hello' },
      { kind: 'basic', front: `[sound:${nameOf(OGG, 'ogg')}]`, back: 'eins' },
      { kind: 'basic', front: `[sound:${nameOf(WAV, 'wav')}]`, back: 'Rhythm and Blues' },
      // A missing sound is left out of the side and named; the card stays.
      { kind: 'basic', front: 'Zwei', back: 'two' },
    ]);
    expect(images.map(({ name, mediaType }) => ({ name, mediaType }))).toEqual([
      { name: nameOf(MP3, 'mp3'), mediaType: 'audio/mpeg' },
      { name: nameOf(OGG, 'ogg'), mediaType: 'audio/ogg' },
      { name: nameOf(WAV, 'wav'), mediaType: 'audio/wav' },
    ]);
    // A card that was only a sound we cannot play (text named .mp3) is left out, by name.
    expect(problems).toEqual([{ reason: 'MEDIA_NOT_KEPT', count: 2, examples: [{ note: 4, noteType: 'Basic' }, { note: 5, noteType: 'Hören' }] }]);
  });
});

describe('checkCardMedia', () => {
  it('goes by the bytes and the size, not the name', async () => {
    expect(await checkCardMedia(MP3)).toMatchObject({ ok: true, media: { mediaType: 'audio/mpeg', extension: 'mp3' } });
    expect(await checkCardMedia(NOT_A_SOUND)).toEqual({ ok: false, reason: 'UNSUPPORTED_MEDIA' });
    const huge = new Uint8Array(MAX_CARD_MEDIA_BYTES + 1);
    huge.set(MP3);
    expect(await checkCardMedia(huge)).toEqual({ ok: false, reason: 'MEDIA_TOO_LARGE' });
  });
});

describe('a set with sounds, exported', () => {
  it('carries each sound in the package under the name its [sound:] gives, and reads back the same', async () => {
    const name = `${'c'.repeat(32)}.mp3`;
    const apkg = await writeApkg({ deckName: 'Hören', notes: [{ kind: 'basic', front: `Hallo [sound:${name}]`, back: 'hello', frontImage: null, backImage: null, media: [{ name, data: MP3 }] }] });
    const { cards, problems } = await readApkg(apkg);
    expect(problems).toEqual([]);
    expect(cards.map(({ front, back }) => ({ front, back }))).toEqual([{ front: `Hallo [sound:${nameOf(MP3, 'mp3')}]`, back: 'hello' }]);
  });
});
