// Turns a document into page pictures: each page becomes a 1240 px wide WebP (the page image) and a 300 px wide, heavily
// blurred, low-quality WebP (the preview anyone may load), both without metadata. PDF pages are rendered by pdf.js
// (unpdf) on @napi-rs/canvas with their text extracted; images are turned upright by their EXIF orientation. Each page
// is also measured for ink (measure-page-ink.ts), so that a know's card picture never shows a blank page.
// Everything here runs only inside a file sandbox process (server/files/sandbox/): the web process reaches it through
// pdf-sandbox.ts, which bounds its memory, CPU and wall time.
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { KNOW_IMAGE_MAX_PIXELS, KNOW_PDF_MAX_IMAGE_PIXELS } from '../../../config/know-uploads';
import { DocumentTooComplexError, UnreadableDocumentError } from './document-errors';
import { measurePageInk } from './measure-page-ink';
import { scanPdfImages } from './pdf-image-scan';
import { importCanvas, importUnpdf } from './pdfjs-node-polyfill';

export const PAGE_IMAGE_WIDTH = 1240;
const PAGE_IMAGE_QUALITY = 80;
/** libwebp's effort (0–6, sharp's default 4): at 2 a page encodes in half the time for about 3 % more bytes (measured on
 *  the demo notes: 151 against 271 ms, 67.6 against 65.4 kB), and encoding was the larger part of a page's render. */
const PAGE_IMAGE_EFFORT = 2;
export const PAGE_PREVIEW_WIDTH = 300;
const PAGE_PREVIEW_BLUR_SIGMA = 6;
const PAGE_PREVIEW_QUALITY = 40;
/** A rendered PDF page has at most this many pixels (three A4 pages at 1240 px wide): odd, very long pages are scaled down. */
const MAX_RENDER_PIXELS = PAGE_IMAGE_WIDTH * 1754 * 3;

export type RenderedPage = {
  pageNumber: number;
  image: Buffer;
  preview: Buffer;
  width: number;
  height: number;
  text: string;
  /** Nothing on the page worth a card picture (white, or a faint header, a page number). */
  blank: boolean;
};

/** pdf.js's warning when an image is larger than maxImageSize. Its ignoreErrors is on (slightly damaged PDFs still
 *  render), so it drops such an image and only warns on the console; the warnings are counted to refuse the document
 *  instead of showing a page with a hole. The count is read by renderPdfPages, which runs in the sandbox process only. */
const IMAGE_TOO_LARGE_WARNING = /Image exceeded maximum allowed size/;
let droppedImages = 0;
let warningsWatched = false;

function watchPdfjsWarnings() {
  if (warningsWatched) return;
  warningsWatched = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && IMAGE_TOO_LARGE_WARNING.test(args[0])) droppedImages += 1;
    else warn(...args);
  };
}

const toDocumentError = (error: unknown) => (error instanceof UnreadableDocumentError ? error : new UnreadableDocumentError(error));

/** Opens a PDF with pdf.js's guards on: no image above KNOW_PDF_MAX_IMAGE_PIXELS is decoded, and no canvas for image
 *  decoding above the same area. */
async function openPdf(data: Buffer) {
  watchPdfjsWarnings();
  const { getDocumentProxy } = await importUnpdf();
  return getDocumentProxy(new Uint8Array(data), {
    maxImageSize: KNOW_PDF_MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: KNOW_PDF_MAX_IMAGE_PIXELS * 4,
  });
}

export type PdfInspection = { pageCount: number; largestImagePixels: number; drawnPixels: number };

/** What the upload check needs to know of a PDF before accepting it: its pages and the images they draw. */
export async function inspectPdf(data: Buffer): Promise<PdfInspection> {
  let pageCount: number;
  try {
    const pdf = await openPdf(data);
    pageCount = pdf.numPages;
    await pdf.loadingTask.destroy().catch(() => undefined);
  } catch (error) {
    throw toDocumentError(error);
  }
  const images = await scanPdfImages(data);
  return { pageCount, largestImagePixels: images?.largestImagePixels ?? 0, drawnPixels: images?.drawnPixels ?? 0 };
}

// eslint-disable-next-line no-control-regex -- NUL and other C0 controls (but tab and newlines) cannot be stored or shown
const UNSTORABLE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Page text as stored: no characters PostgreSQL refuses (NUL, lone surrogates), runs of blanks folded. */
export function cleanPageText(text: string): string {
  return text.replace(UNSTORABLE_TEXT, ' ').replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
}

/** A rendered PDF page's pixels as the canvas holds them: RGBA, premultiplied, opaque (pdf.js paints the page white
 *  first), so the same as straight alpha. */
type RawPixels = { data: Buffer; width: number; height: number };

async function toPagePictures(input: Buffer | RawPixels): Promise<Pick<RenderedPage, 'image' | 'preview' | 'width' | 'height' | 'blank'>> {
  // Pixels are taken as they are (a PNG of them would cost more than the render: about 150 ms a page); an image file
  // is decoded, turned upright and refused past its pixel limit.
  const source = () =>
    (Buffer.isBuffer(input)
      ? sharp(input, { failOn: 'error', limitInputPixels: KNOW_IMAGE_MAX_PIXELS }).rotate()
      : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 4 } })
    ).flatten({ background: '#ffffff' });
  const { data: image, info } = await source()
    .resize({ width: PAGE_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: PAGE_IMAGE_QUALITY, effort: PAGE_IMAGE_EFFORT })
    .toBuffer({ resolveWithObject: true });
  const preview = await source()
    .resize({ width: PAGE_PREVIEW_WIDTH })
    .blur(PAGE_PREVIEW_BLUR_SIGMA)
    .webp({ quality: PAGE_PREVIEW_QUALITY })
    .toBuffer();
  const { blank } = await measurePageInk(image);
  return { image, preview, width: info.width, height: info.height, blank };
}

/** A narrower copy of a page's web image (the know page's srcset: lib/knows/image-urls.ts), encoded as the image is. */
export async function narrowerPageImage(image: Buffer, width: number): Promise<Buffer> {
  return sharp(image).resize({ width, withoutEnlargement: true }).webp({ quality: PAGE_IMAGE_QUALITY, effort: PAGE_IMAGE_EFFORT }).toBuffer();
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
  const { extractText, createIsomorphicCanvasFactory } = await importUnpdf();
  const CanvasFactory = await createIsomorphicCanvasFactory(importCanvas);
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  let texts: string[];
  try {
    pdf = await openPdf(data);
    if (pdf.numPages > maxPages) throw new Error(`The PDF has ${pdf.numPages} pages, more than ${maxPages}.`);
    ({ text: texts } = await extractText(pdf, { mergePages: false }));
  } catch (error) {
    throw toDocumentError(error);
  }
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      let rendered: RenderedPage;
      try {
        const page = await pdf.getPage(pageNumber);
        const { width, height } = page.getViewport({ scale: 1 });
        let scale = PAGE_IMAGE_WIDTH / width;
        if (width * height * scale * scale > MAX_RENDER_PIXELS) scale = Math.sqrt(MAX_RENDER_PIXELS / (width * height));
        const dropped = droppedImages;
        const viewport = page.getViewport({ scale });
        const factory = new CanvasFactory();
        const drawing = factory.create(viewport.width, viewport.height);
        let pixels: RawPixels;
        try {
          await page.render({ canvas: drawing.canvas as HTMLCanvasElement, canvasContext: drawing.context as CanvasRenderingContext2D, viewport }).promise;
          const canvas = drawing.canvas as Canvas;
          pixels = { data: canvas.data(), width: canvas.width, height: canvas.height };
        } finally {
          factory.destroy(drawing);
        }
        if (droppedImages > dropped) throw new DocumentTooComplexError('imagePixels');
        rendered = { pageNumber, text: cleanPageText(texts[pageNumber - 1] ?? ''), ...(await toPagePictures(pixels)) };
      } catch (error) {
        throw toDocumentError(error);
      }
      yield rendered;
    }
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
