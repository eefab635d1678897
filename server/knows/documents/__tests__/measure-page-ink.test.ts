// The blank-page rule on pages as the pipeline renders them (pdf.js at 1240 px, WebP): decision 048.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/fixtures/pdf';
import { measurePageInk } from '../measure-page-ink';
import { renderImagePage, renderPdfPages } from '../render-pages';

async function rendered(pages: Parameters<typeof makePdf>[0]) {
  const result: { blank: boolean; image: Buffer }[] = [];
  for await (const page of renderPdfPages(await makePdf(pages), { maxPages: 20 })) result.push(page);
  return result;
}

const FAINT_HEADER = { text: 'Name: ____________ Klasse: ______ Datum: ________', size: 9, grey: 0.78 };

describe('measurePageInk', () => {
  it('finds a blank first page before the content, and says where the ink begins', async () => {
    const [empty, content] = await rendered(['', 'Die Mitose teilt den Zellkern in zwei gleiche Kerne. '.repeat(6)]);
    expect(empty!.blank).toBe(true);
    expect(content!.blank).toBe(false);
    expect(await measurePageInk(empty!.image)).toEqual({ blank: true, top: null });
    const { top } = await measurePageInk(content!.image);
    expect(top).toBeGreaterThan(0.05); // the page's top margin
    expect(top).toBeLessThan(0.1);
  });

  it('counts a page with only a faint header, a page number or a small footer as blank', async () => {
    const pages = await rendered([FAINT_HEADER, { text: '1', size: 10 }, { text: 'Seite 1 von 12', size: 9 }]);
    expect(pages.map((page) => page.blank)).toEqual([true, true, true]);
  });

  it('lets a page holding one short heading line pass, even a single word or in mid grey', async () => {
    const pages = await rendered(['Zellbiologie', { text: 'Mitose', size: 18 }, { text: 'Zellbiologie', grey: 0.5 }, { text: 'Genetik', size: 28 }]);
    expect(pages.map((page) => page.blank)).toEqual([false, false, false, false]);
  });

  it('finds every page of an all-blank document blank', async () => {
    const pages = await rendered(['', FAINT_HEADER, '']);
    expect(pages.map((page) => page.blank)).toEqual([true, true, true]);
  });

  it('counts the scan of an empty, grey and noisy back side as blank, and a photographed page of notes not', async () => {
    const paper = { width: 1240, height: 1754, channels: 3 as const, noise: { type: 'gaussian' as const, mean: 225, sigma: 12 } };
    const scan = await sharp({ create: { ...paper, background: '#e1e1e1' } }).jpeg({ quality: 85 }).toBuffer();
    expect((await renderImagePage(scan, 1)).blank).toBe(true);
    const [page] = await rendered(['Die Mitose teilt den Zellkern in zwei gleiche Kerne.']);
    const photo = await sharp(page!.image).jpeg().toBuffer();
    expect((await renderImagePage(photo, 2)).blank).toBe(false);
  });
});
