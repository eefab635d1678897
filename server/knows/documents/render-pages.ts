// Turns a document into page pictures: each page becomes a 1240 px wide WebP (the page image) and a 300 px wide, heavily
// blurred, low-quality WebP (the preview anyone may load), both without metadata. PDF pages are rendered by pdf.js
// (unpdf) on @napi-rs/canvas with their text extracted; images are turned upright by their EXIF orientation.
import sharp from 'sharp';
import { KNOW_IMAGE_MAX_PIXELS } from '../../../config/know-uploads';
import { importCanvas, importUnpdf } from './pdfjs-node-polyfill';

export const PAGE_IMAGE_WIDTH = 1240;
export const PAGE_IMAGE_QUALITY = 80;
export const PAGE_PREVIEW_WIDTH = 300;
export const PAGE_PREVIEW_BLUR_SIGMA = 6;
export const PAGE_PREVIEW_QUALITY = 40;
/** A rendered PDF page has at most this many pixels (three A4 pages at 1240 px wide): odd, very long pages are scaled down. */
const MAX_RENDER_PIXELS = PAGE_IMAGE_WIDTH * 1754 * 3;

export type RenderedPage = { pageNumber: number; image: Buffer; preview: Buffer; width: number; height: number; text: string };

/** The document could not be read or rendered: a permanent failure of this file, not of the machine. */
export class UnreadableDocumentError extends Error {
  constructor(cause: unknown) {
    super(`The document could not be read: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableDocumentError';
  }
}

// eslint-disable-next-line no-control-regex -- NUL and other C0 controls (but tab and newlines) cannot be stored or shown
const UNSTORABLE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Page text as stored: no characters PostgreSQL refuses (NUL, lone surrogates), runs of blanks folded. */
export function cleanPageText(text: string): string {
  return text.replace(UNSTORABLE_TEXT, ' ').replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
}

async function toPagePictures(input: Buffer): Promise<Pick<RenderedPage, 'image' | 'preview' | 'width' | 'height'>> {
  const source = () => sharp(input, { failOn: 'error', limitInputPixels: KNOW_IMAGE_MAX_PIXELS }).rotate().flatten({ background: '#ffffff' });
  const { data: image, info } = await source()
    .resize({ width: PAGE_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: PAGE_IMAGE_QUALITY })
    .toBuffer({ resolveWithObject: true });
  const preview = await source()
    .resize({ width: PAGE_PREVIEW_WIDTH })
    .blur(PAGE_PREVIEW_BLUR_SIGMA)
    .webp({ quality: PAGE_PREVIEW_QUALITY })
    .toBuffer();
  return { image, preview, width: info.width, height: info.height };
}

/** One image as one page (no text: images carry none that we read). */
export async function renderImagePage(data: Buffer, pageNumber: number): Promise<RenderedPage> {
  try {
    return { pageNumber, text: '', ...(await toPagePictures(data)) };
  } catch (error) {
    throw new UnreadableDocumentError(error);
  }
}

/** The pages of a PDF, one at a time (so that a long document is never all in memory), at most `maxPages`. */
export async function* renderPdfPages(data: Buffer, { maxPages }: { maxPages: number }): AsyncGenerator<RenderedPage> {
  const { getDocumentProxy, extractText, renderPageAsImage } = await importUnpdf();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  let texts: string[];
  try {
    pdf = await getDocumentProxy(new Uint8Array(data));
    if (pdf.numPages > maxPages) throw new Error(`The PDF has ${pdf.numPages} pages, more than ${maxPages}.`);
    ({ text: texts } = await extractText(pdf, { mergePages: false }));
  } catch (error) {
    throw new UnreadableDocumentError(error);
  }
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      let rendered: RenderedPage;
      try {
        const page = await pdf.getPage(pageNumber);
        const { width, height } = page.getViewport({ scale: 1 });
        let scale = PAGE_IMAGE_WIDTH / width;
        if (width * height * scale * scale > MAX_RENDER_PIXELS) scale = Math.sqrt(MAX_RENDER_PIXELS / (width * height));
        const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: importCanvas, scale });
        rendered = { pageNumber, text: cleanPageText(texts[pageNumber - 1] ?? ''), ...(await toPagePictures(Buffer.from(png))) };
      } catch (error) {
        throw new UnreadableDocumentError(error);
      }
      yield rendered;
    }
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
