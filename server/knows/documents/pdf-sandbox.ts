// PDFs and uploaded photos are read and rendered in the file sandbox (server/files/sandbox/file-sandbox.ts), never in
// the web process: a PDF can cost seconds of CPU and gigabytes of memory per page (a decompression bomb does on
// purpose). This module speaks the documents' language over it: a bound passed is DocumentTooComplexError (with the
// bound's name), anything else the child could not read is UnreadableDocumentError. The bounds are
// FILE_SANDBOX_LIMITS['pdf.inspect' | 'pdf.render' | 'image.page'] (config/file-sandbox.ts).
import { FileTooComplexError, UnreadableFileError, runInSandbox, streamInSandbox, type SandboxOptions } from '../../files/sandbox/file-sandbox';
import { DocumentTooComplexError, UnreadableDocumentError, type DocumentLimit } from './document-errors';
import type { PdfInspection, RenderedPage } from './render-pages';

export { processUsage, stopFileSandboxes as stopPdfSandboxes } from '../../files/sandbox/file-sandbox';

function documentError(error: unknown): unknown {
  if (error instanceof FileTooComplexError) return new DocumentTooComplexError(error.limit as DocumentLimit);
  if (error instanceof UnreadableFileError) return new UnreadableDocumentError(error.message);
  return error;
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
/** A page as it crosses the channel has its pictures as Uint8Array, not Buffer. */
const toRenderedPage = (page: RenderedPage): RenderedPage => ({ ...page, image: toBuffer(page.image), preview: toBuffer(page.preview) });

/** The page count of a PDF and the sizes of the images it draws (UnreadableDocumentError, DocumentTooComplexError). */
export async function inspectPdfInSandbox(data: Buffer, options: SandboxOptions = {}): Promise<PdfInspection> {
  return runInSandbox('pdf.inspect', { data }, options).catch((error: unknown) => Promise.reject(documentError(error)));
}

/** The pages of a PDF, rendered one at a time in a sandbox process as the caller asks for them. */
export async function* renderPdfPagesInSandbox(data: Buffer, { maxPages, ...options }: SandboxOptions & { maxPages: number }): AsyncGenerator<RenderedPage> {
  try {
    for await (const page of streamInSandbox('pdf.render', { data, maxPages }, options)) yield toRenderedPage(page);
  } catch (error) {
    throw documentError(error);
  }
}

/** An uploaded photo as a know's page (upright, white behind transparency, page image and blurred preview). */
export async function renderImagePageInSandbox(data: Buffer, pageNumber: number, options: SandboxOptions = {}): Promise<RenderedPage> {
  return runInSandbox('image.page', { data, pageNumber }, options).then(toRenderedPage, (error: unknown) => Promise.reject(documentError(error)));
}
