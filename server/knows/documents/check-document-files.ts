// Checks the files of a know upload by their CONTENT (magic bytes via file-type, never the name or declared type):
// one PDF (≤ 30 MB, ≤ 200 pages, readable, its images within KNOW_PDF_MAX_IMAGE_PIXELS each and KNOW_PDF_MAX_DRAWN_PIXELS
// together — read in the PDF sandbox process, never here) or 1–30 images (JPEG, PNG or WebP, ≤ 15 MB each). Wrong
// types answer InvalidMIMETypeError; sizes and counts FormValidationError on the field `file` with the limit in the data.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  KNOW_IMAGE_MAX_BYTES,
  KNOW_IMAGE_MAX_PIXELS,
  KNOW_IMAGE_TYPES,
  KNOW_IMAGES_MAX_COUNT,
  KNOW_PDF_MAX_BYTES,
  KNOW_PDF_MAX_DRAWN_PIXELS,
  KNOW_PDF_MAX_IMAGE_PIXELS,
  KNOW_PDF_MAX_PAGES,
  KNOW_PDF_TYPE,
  KNOW_UPLOAD_TYPES,
} from '../../../config/know-uploads';
import { AppError } from '../../../lib/errors';
import type { UploadedFile } from '../../http/multipart';
import { DocumentTooComplexError } from './document-errors';
import { inspectPdfInSandbox } from './pdf-sandbox';
import type { PdfInspection } from './render-pages';
import { uploadFieldError } from './read-upload-files';

export type CheckedFile = { data: Buffer; mediaType: string; extension: 'pdf' | 'jpg' | 'png' | 'webp'; name: string; sha256: string };
export type CheckedDocument = { format: 'pdf' | 'images'; files: CheckedFile[]; pageCount: number };

const EXTENSIONS: Record<string, CheckedFile['extension']> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function invalidType(detected: string | null, name: string): AppError {
  return new AppError('InvalidMIMETypeError', { allowed: [...KNOW_UPLOAD_TYPES], detected, filename: name.slice(0, 200) });
}

async function detectType(file: UploadedFile): Promise<string> {
  // file-type is ESM-only: imported when needed (as in server/users/profile-picture.ts).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(file.data))?.mime ?? null;
  if (!detected || !(KNOW_UPLOAD_TYPES as readonly string[]).includes(detected)) throw invalidType(detected, file.name);
  return detected;
}

const tooComplex = (limit: string, maximum?: number) =>
  uploadFieldError('The PDF holds images too large to show: export it again with smaller images.', { reason: 'pdfTooComplex', limit, ...(maximum ? { maximum } : {}) }, 'too_big');

/** What the PDF sandbox reads of a PDF; an unreadable one (damaged, password-protected) or one past the sandbox's
 *  bounds is refused here, not later. */
async function inspectPdf(data: Buffer): Promise<PdfInspection> {
  try {
    return await inspectPdfInSandbox(data);
  } catch (error) {
    if (error instanceof DocumentTooComplexError) throw tooComplex(error.limit);
    throw uploadFieldError('The PDF could not be read: it may be damaged or protected by a password.', { reason: 'unreadablePdf' });
  }
}

async function checkImage(file: UploadedFile, mediaType: string): Promise<void> {
  if (file.data.length > KNOW_IMAGE_MAX_BYTES) {
    throw uploadFieldError(`Each image may be at most ${KNOW_IMAGE_MAX_BYTES / 1024 / 1024} MB.`, { maximum: KNOW_IMAGE_MAX_BYTES, limit: 'imageBytes' }, 'too_big');
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file.data).metadata());
  } catch {
    throw invalidType(mediaType, file.name);
  }
  if (!width || !height) throw invalidType(mediaType, file.name);
  if (width * height > KNOW_IMAGE_MAX_PIXELS) {
    throw uploadFieldError('The image has too many pixels.', { maximum: KNOW_IMAGE_MAX_PIXELS, limit: 'imagePixels' }, 'too_big');
  }
}

export async function checkDocumentFiles(files: UploadedFile[]): Promise<CheckedDocument> {
  if (files.length === 0) throw uploadFieldError('The request has no file.');
  const types: string[] = [];
  for (const file of files) types.push(await detectType(file));
  const checked = files.map((file, index): CheckedFile => {
    const mediaType = types[index]!;
    return { data: file.data, mediaType, extension: EXTENSIONS[mediaType]!, name: file.name, sha256: createHash('sha256').update(file.data).digest('hex') };
  });

  if (types.includes(KNOW_PDF_TYPE)) {
    if (files.length > 1) throw uploadFieldError('Send one PDF, or images only.', { reason: 'onePdfOnly' });
    const [pdf] = checked;
    if (pdf!.data.length > KNOW_PDF_MAX_BYTES) {
      throw uploadFieldError(`The PDF may be at most ${KNOW_PDF_MAX_BYTES / 1024 / 1024} MB.`, { maximum: KNOW_PDF_MAX_BYTES, limit: 'pdfBytes' }, 'too_big');
    }
    const { pageCount, largestImagePixels, drawnPixels } = await inspectPdf(pdf!.data);
    if (pageCount > KNOW_PDF_MAX_PAGES) {
      throw uploadFieldError(`The PDF may have at most ${KNOW_PDF_MAX_PAGES} pages.`, { maximum: KNOW_PDF_MAX_PAGES, limit: 'pdfPages', pageCount }, 'too_big');
    }
    if (pageCount === 0) throw uploadFieldError('The PDF has no pages.', { reason: 'emptyPdf' });
    if (largestImagePixels > KNOW_PDF_MAX_IMAGE_PIXELS) throw tooComplex('pdfImagePixels', KNOW_PDF_MAX_IMAGE_PIXELS);
    if (drawnPixels > KNOW_PDF_MAX_DRAWN_PIXELS) throw tooComplex('pdfDrawnPixels', KNOW_PDF_MAX_DRAWN_PIXELS);
    return { format: 'pdf', files: checked, pageCount };
  }

  if (files.length > KNOW_IMAGES_MAX_COUNT) {
    throw uploadFieldError(`Send at most ${KNOW_IMAGES_MAX_COUNT} images.`, { maximum: KNOW_IMAGES_MAX_COUNT, limit: 'imageCount' }, 'too_big');
  }
  for (const [index, file] of files.entries()) {
    if (!(KNOW_IMAGE_TYPES as readonly string[]).includes(types[index]!)) throw invalidType(types[index]!, file.name);
    await checkImage(file, types[index]!);
  }
  return { format: 'images', files: checked, pageCount: files.length };
}
