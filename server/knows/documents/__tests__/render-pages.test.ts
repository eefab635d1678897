import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/fixtures/pdf';
import { makeImageBombPdf } from '../../../../tests/fixtures/pdf';
import { DocumentTooComplexError, UnreadableDocumentError } from '../document-errors';
import { scanPdfImages } from '../pdf-image-scan';
import { cleanPageText, inspectPdf, PAGE_IMAGE_WIDTH, PAGE_PREVIEW_WIDTH, renderImagePage, renderPdfPages, type RenderedPage } from '../render-pages';

async function all(pages: AsyncGenerator<RenderedPage>) {
  const result: RenderedPage[] = [];
  for await (const page of pages) result.push(page);
  return result;
}

/** Share of pixels that are clearly darker than white (text ink). */
async function inkShare(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 128) dark += 1;
  return dark / (info.width * info.height);
}

describe('renderPdfPages', () => {
  it('renders each page with its text as a 1240 px WebP that is not blank (pdf.js needs the Node 20 polyfill for that)', async () => {
    const pdf = await makePdf(['Photosynthese: Licht wird zu chemischer Energie', 'Zweite Seite über die Zellatmung ÄÖÜ ß']);
    const pages = await all(renderPdfPages(pdf, { maxPages: 10 }));
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(pages[0]!.text).toContain('Photosynthese: Licht wird zu chemischer Energie');
    expect(pages[1]!.text).toContain('Zellatmung ÄÖÜ ß');

    const image = await sharp(pages[0]!.image).metadata();
    expect(image).toMatchObject({ format: 'webp', width: PAGE_IMAGE_WIDTH });
    expect(pages[0]!.width).toBe(PAGE_IMAGE_WIDTH);
    expect(pages[0]!.height).toBe(image.height);
    expect(Math.abs(pages[0]!.height / pages[0]!.width - 841.89 / 595.28)).toBeLessThan(0.01);
    const stats = await sharp(pages[0]!.image).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100); // some ink, not all white
    expect(await inkShare(pages[0]!.image)).toBeGreaterThan(0.001);
  });

  it('makes a small, blurred, low-quality preview of each page', async () => {
    const [page] = await all(renderPdfPages(await makePdf(['Ein Text, der im Vorschaubild nicht lesbar sein soll']), { maxPages: 10 }));
    const preview = await sharp(page!.preview).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: PAGE_PREVIEW_WIDTH });
    expect(page!.preview.length).toBeLessThan(page!.image.length);
    // Blurred: no pixel is as dark as the crisp text's ink.
    const stats = await sharp(page!.preview).stats();
    expect(stats.channels[0]!.min).toBeGreaterThan(100);
  });

  it('refuses more pages than allowed, and files that are not a readable PDF', async () => {
    await expect(all(renderPdfPages(await makePdf(['1', '2', '3']), { maxPages: 2 }))).rejects.toBeInstanceOf(UnreadableDocumentError);
    await expect(all(renderPdfPages(Buffer.from('%PDF-1.4\nnot really a pdf'), { maxPages: 2 }))).rejects.toBeInstanceOf(UnreadableDocumentError);
  });

  it('counts the pages of a PDF and the pixels of the images its pages draw', async () => {
    expect(await inspectPdf(await makePdf(['a', 'b', 'c']))).toEqual({ pageCount: 3, largestImagePixels: 0, drawnPixels: 0 });
    expect(await inspectPdf(await makeImageBombPdf({ side: 2500, pages: 4 }))).toEqual({ pageCount: 4, largestImagePixels: 6_250_000, drawnPixels: 25_000_000 });
  });

  it('refuses, without decoding it, an image over the size pdf.js may decode (a bomb the upload check did not see)', async () => {
    const started = performance.now();
    const error = await all(renderPdfPages(await makeImageBombPdf({ side: 5000 }), { maxPages: 2 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentTooComplexError);
    expect(error).toMatchObject({ limit: 'imagePixels', reason: 'DOCUMENT_TOO_COMPLEX' });
    expect(performance.now() - started).toBeLessThan(5000); // decoding 25 million pixels would take far longer
  });
});

describe('scanPdfImages', () => {
  it('counts an image once per page that draws it, and reads no image data', async () => {
    expect(await scanPdfImages(await makeImageBombPdf({ side: 10_000, pages: 3 }))).toEqual({ largestImagePixels: 100_000_000, drawnPixels: 300_000_000 });
  });

  it('answers null for a file pdf-lib cannot parse', async () => {
    expect(await scanPdfImages(Buffer.from('not a pdf at all'))).toBeNull();
  });
});

describe('renderImagePage', () => {
  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    // 400×200 pixels stored, orientation 6 (rotate 90° clockwise to view): upright it is 200×400.
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 40, b: 200 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const page = await renderImagePage(photo, 1);
    expect(page).toMatchObject({ pageNumber: 1, width: 200, height: 400, text: '' });
    const metadata = await sharp(page.image).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('scales wide images down to 1240 px', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const page = await renderImagePage(wide, 2);
    expect(page).toMatchObject({ pageNumber: 2, width: PAGE_IMAGE_WIDTH, height: 620 });
  });

  it('refuses an image it cannot decode', async () => {
    await expect(renderImagePage(Buffer.from('\x89PNG\r\n\x1a\n broken'), 1)).rejects.toBeInstanceOf(UnreadableDocumentError);
  });
});

describe('cleanPageText', () => {
  it('drops characters PostgreSQL cannot store and folds blanks', () => {
    expect(cleanPageText('a\u0000b  c\t\td\n  \n e\uD800')).toBe('a b c d\ne');
  });
});
