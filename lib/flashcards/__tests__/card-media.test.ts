import { describe, expect, it } from 'vitest';
import { cardMediaUrl, hasPlayableMedia, importMediaNameOf, replaceSoundReferences, withMediaPlayers } from '../card-media';
import { plainTextOf, sanitizeRichText } from '../rich-text';

const KNOW = '0b7c1f1e-3c1a-4a55-9c1e-6f3b2a1d0e9f';
const CARD = '5d2e8a40-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const HASH = 'ab'.repeat(32);
const labels = { audio: 'Ton', video: 'Video' };

describe('card sounds and videos', () => {
  it('turns only our media URLs into labelled native players, at their place', () => {
    const card = cardMediaUrl(KNOW, CARD, `${HASH.slice(0, 32)}.mp3`);
    const preview = `/api/v1/flashcards/imports/images/${HASH}.mp4`;
    const html = sanitizeRichText(`<b>Hund</b> [sound:${card}] bellt [sound:${preview}]`);
    expect(withMediaPlayers(html, labels)).toBe(
      `<b>Hund</b> <audio class="card-media" controls preload="metadata" src="${card}" aria-label="Ton"></audio> bellt <video class="card-media" controls preload="metadata" data-import-src="${preview}" aria-label="Video"></video>`,
    );
    expect(hasPlayableMedia(html)).toBe(true);
    // Inside a button (an answer option), no control: a note that names it.
    expect(withMediaPlayers(html, labels, { inButton: true })).toBe('<b>Hund</b> <span class="card-media-note">\u266a Ton</span> bellt <span class="card-media-note">\u25b6 Video</span>');
  });

  it('leaves a typed [sound:…], a bare name, another site or an image URL as the text it is', () => {
    for (const reference of ['hund.mp3', 'https://evil.example/a.mp3', 'javascript:alert(1)', `/api/v1/flashcards/imports/images/${HASH}.png`, `${cardMediaUrl(KNOW, CARD, `${HASH.slice(0, 32)}.mp3`)}?x=1`]) {
      const html = sanitizeRichText(`a [sound:${reference}] b`);
      expect(withMediaPlayers(html, labels)).toBe(html);
      expect(hasPlayableMedia(html)).toBe(false);
    }
  });

  it('escapes the label, is not text to a reader, and names an import file only by our URL', () => {
    const url = `/api/v1/flashcards/imports/images/${HASH}.ogg`;
    expect(withMediaPlayers(`[sound:${url}]`, { audio: '"><script>', video: '' })).toContain('aria-label="&quot;&gt;&lt;script&gt;"');
    expect(plainTextOf(`Hallo [sound:${url}]<br>Welt`)).toBe('Hallo\nWelt');
    expect(importMediaNameOf(url)).toBe(`${HASH}.ogg`);
    expect(importMediaNameOf(`${HASH}.ogg`)).toBeNull();
    expect(replaceSoundReferences('[sound:a.mp3] [sound:b.mp3]', (name) => (name === 'a.mp3' ? 'c.mp3' : null))).toBe('[sound:c.mp3] ');
  });
});
