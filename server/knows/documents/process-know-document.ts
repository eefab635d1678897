// The 'process-know-document' job: renders every page of a know's original(s) to a page image and a blurred preview,
// extracts the PDF's text per page, and marks the document READY (pages, page count, text, and the cover page: the
// first page that is not blank, which the card picture is cut from) — or FAILED with the rejection reason
// UNREADABLE_DOCUMENT when the file cannot be read. A know whose publishing was already asked for goes on to the
// review. Storage or database failures are thrown, so that the job is retried.
import { eq } from 'drizzle-orm';
import { KNOW_IMAGES_MAX_COUNT, KNOW_PDF_MAX_PAGES, KNOW_PDF_TYPE } from '../../../config/know-uploads';
import type { Db } from '../../db';
import { knowPages, knows } from '../../db/schema';
import { getFileStorage, type FileStorage } from '../../files/storage';
import { reviewKnowJob } from '../review-know-job';
import { logger } from '../../logger';
import { renderedPages } from './demo-document-cache';
import { deleteKnowFiles } from './store-know-originals';
import { pageImageKey, pagePreviewKey } from './document-keys';
import { UnreadableDocumentError } from './document-errors';
import { renderImagePageInSandbox, renderPdfPagesInSandbox } from './pdf-sandbox';
import type { RenderedPage } from './render-pages';

export type ProcessOutcome = 'READY' | 'FAILED' | 'SKIPPED';

type PageRow = typeof knowPages.$inferInsert;

async function* pagesOf(storage: FileStorage, originalFiles: string[], mediaType: string | null): AsyncGenerator<RenderedPage> {
  if (originalFiles.length === 0) throw new UnreadableDocumentError('The know has no document.');
  const files: Buffer[] = [];
  for (const key of originalFiles) {
    const file = await storage.get(key);
    if (!file) throw new UnreadableDocumentError(`The stored original ${key} is missing.`);
    files.push(file.data);
  }
  if (mediaType === KNOW_PDF_TYPE) {
    const pdf = files[0]!;
    yield* renderedPages(pdf, () => renderPdfPagesInSandbox(pdf, { maxPages: KNOW_PDF_MAX_PAGES }));
    return;
  }
  for (const [index, data] of files.slice(0, KNOW_IMAGES_MAX_COUNT).entries()) yield await renderImagePageInSandbox(data, index + 1);
}

/** Marks the document FAILED with the error's rejection code (unreadable, or too complex to render); a know already
 *  waiting for its review is then reviewed (and rejected) at once. */
async function markFailed(db: Db, knowUuid: string, error: UnreadableDocumentError) {
  logger().info({ know: knowUuid, err: error.message, reason: error.reason }, 'know document refused');
  const [row] = await db
    .update(knows)
    .set({ documentState: 'FAILED', rejectionReason: error.reason, pageCount: 0, updatedOn: new Date() })
    .where(eq(knows.uuid, knowUuid))
    .returning({ status: knows.status });
  if (row?.status === 'IN_REVIEW') await reviewKnowJob.enqueue(db, { knowUuid });
}

export async function processKnowDocument(db: Db, knowUuid: string, { storage = getFileStorage() }: { storage?: FileStorage } = {}): Promise<ProcessOutcome> {
  const [know] = await db.select().from(knows).where(eq(knows.uuid, knowUuid));
  if (!know) return 'SKIPPED'; // deleted meanwhile
  if (know.documentState !== 'PENDING') return know.documentState;

  const rows: PageRow[] = [];
  const written: string[] = [];
  let coverPage: number | null = null;
  try {
    for await (const page of pagesOf(storage, know.originalFiles, know.originalMediaType)) {
      const imageKey = pageImageKey(knowUuid, page.pageNumber);
      const previewKey = pagePreviewKey(knowUuid, page.pageNumber);
      await storage.put(imageKey, page.image, 'image/webp');
      await storage.put(previewKey, page.preview, 'image/webp');
      written.push(imageKey, previewKey);
      rows.push({ knowUuid, pageNumber: page.pageNumber, imageKey, previewKey, width: page.width, height: page.height, text: page.text });
      if (coverPage === null && !page.blank) coverPage = page.pageNumber;
    }
  } catch (error) {
    if (!(error instanceof UnreadableDocumentError)) throw error;
    await deleteKnowFiles(storage, written);
    await markFailed(db, knowUuid, error);
    return 'FAILED';
  }

  const status = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: knows.status }).from(knows).where(eq(knows.uuid, knowUuid)).for('update');
    if (!current) return null;
    await tx.delete(knowPages).where(eq(knowPages.knowUuid, knowUuid));
    if (rows.length > 0) await tx.insert(knowPages).values(rows);
    await tx
      .update(knows)
      .set({
        documentState: 'READY',
        pageCount: rows.length,
        coverPage,
        textContent: rows.map((row) => row.text).filter(Boolean).join('\n\n'),
        rejectionReason: null,
        updatedOn: new Date(),
      })
      .where(eq(knows.uuid, knowUuid));
    return current.status;
  });
  if (status === null) {
    await deleteKnowFiles(storage, written); // the know was deleted while its pages were rendered
    return 'SKIPPED';
  }
  if (status === 'IN_REVIEW') await reviewKnowJob.enqueue(db, { knowUuid });
  return 'READY';
}
