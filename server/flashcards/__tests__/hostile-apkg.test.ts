// readApkg against packages built to hurt (security issue 28): each is refused with a typed BadRequestError naming why
// (UNREADABLE_APKG, or FILE_TOO_COMPLEX with the cap), before the work it asks for — a 2 GB declaration is not
// inflated, a view is not queried, 50,001 notes are counted and not read. The same packages go through the real
// route in import-abuse.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { readApkg } from '../anki/read-apkg';
import { unzstdWithin } from '../anki/apkg-archive';
import { currentApkg, SAMPLE_PACKAGE } from './fixtures/anki-packages';
import { HOSTILE_PACKAGES, zstdRle } from './fixtures/hostile-apkg';

/** Refused before the work: about a second each on a quiet machine, where the unguarded reader took seconds or gigabytes. */
const REFUSAL_MS = 10_000;

describe('readApkg refuses hostile packages with a typed error, before the work they ask for', () => {
  it.each(HOSTILE_PACKAGES.map((hostile) => [hostile.name, hostile] as const))('%s', { timeout: 30_000 }, async (_, hostile) => {
    const file = await hostile.build();
    const started = performance.now();
    const error = await readApkg(file).catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ type: 'BadRequestError', data: { reason: hostile.reason, ...(hostile.limit ? { limit: hostile.limit } : {}) } });
    expect(elapsed).toBeLessThan(REFUSAL_MS);
  });

  it('still reads the current layout (zstd collection and media) at the caps’ side of the line', async () => {
    const result = await readApkg(await currentApkg(SAMPLE_PACKAGE));
    expect(result.cards).toHaveLength(8);
  });
});

describe('unzstdWithin', () => {
  /** Two frames written by the zstd command line (3.0 KB of "Karte n: die Zelle, the cell; " repeated to 300,120
   *  bytes each): one with its content size (-19), one without (-3 --no-content-size), both with checksums. */
  const TWO_FRAMES = Buffer.from(
    'KLUv/aRYlAQARAMAgsQOEaA9BfaSFg77dpsyM1z2vwIBWcgQ3rwauJAhvHk1bCFDePOqFjKEN6/mee9XfosJ/r1P+Y6lCfkRKhQpqBHAt/8d0JuVMRE4BP8OYaV9/f8NL/vRVDwgGUYYE7vAfLjE8msASBVUAAAAAQD9/0/9uQYCRQAAAAEAVRQdAAENHl4TKLUv/QRIXAQAgoUPFZCr0AGLsdF5lMOR0bZtTaYQy3cHTP//r6qq27Zt2///q6paIAwEAcB2DlW0GGqUQaiKEkMOxhiSofJQIAJHqLH4/T8DcDNK5QEScBD4/4ns1//fkffRAOS71+bGuehceS4+N9CN0E10MXr4/v7kAE7e2MZrnMYzlrHHOIPx3d3ejhkQA0BXAUwAAAggAQD8/zkQAk0AAAhlAQBUFB0IAQ0eXhM=',
    'base64',
  );

  it('decompresses real multi-frame, multi-block zstd exactly', () => {
    const text = new TextDecoder().decode(unzstdWithin(new Uint8Array(TWO_FRAMES), 1024 * 1024, 'collectionBytes'));
    expect(text.length).toBe(2 * 300_120);
    expect(text.startsWith('Karte 0: die Zelle, the cell; Karte 1: ')).toBe(true);
  });

  it('stops at the cap, at the exact byte', () => {
    expect(unzstdWithin(zstdRle(1024 * 1024), 1024 * 1024, 'collectionBytes')).toHaveLength(1024 * 1024);
    expect(() => unzstdWithin(zstdRle(1024 * 1024 + 1), 1024 * 1024, 'collectionBytes')).toThrow(expect.objectContaining({ data: { reason: 'FILE_TOO_COMPLEX', limit: 'collectionBytes' } }));
    expect(() => unzstdWithin(new Uint8Array(TWO_FRAMES), 300_120, 'collectionBytes')).toThrow(expect.objectContaining({ data: { reason: 'FILE_TOO_COMPLEX', limit: 'collectionBytes' } }));
  });
});
