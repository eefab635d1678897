// The 'remove-flashcard-import-images' job: once a day, the import images last imported more than a day ago are
// removed — their rows and their files, in one transaction, so an import of the same image meanwhile waits for it and
// then stores the file again (a file that cannot be deleted is logged and left as an orphan) — and the next day's run
// is queued. Keyed by day, so queueing a day twice stores one job. A set created from a preview has its own copies.
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { flashcardImportImages } from '../../db/schema';
import { getFileStorage, type FileStorage } from '../../files/storage';
import { defineJob } from '../../jobs/define-job';
import { BACKGROUND_JOB_PRIORITY } from '../../jobs/enqueue-job';
import { logger } from '../../logger';
import { importImageKey } from './import-images';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an import image stays after its last import: a day to look at the preview and create the set. */
const IMPORT_IMAGE_LIFETIME_MS = DAY_MS;
const BATCH = 500;
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Removes the import images that `which` selects, their rows and files, in batches; answers how many. */
async function removeImportImagesWhere(db: Db, storage: FileStorage, which: SQL): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.select({ userUuid: flashcardImportImages.userUuid, name: flashcardImportImages.name }).from(flashcardImportImages).where(which).limit(BATCH);
    if (batch.length === 0) return removed;
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(flashcardImportImages)
        .where(and(which, inArray(flashcardImportImages.userUuid, [...new Set(batch.map((row) => row.userUuid))]), inArray(flashcardImportImages.name, batch.map((row) => row.name))))
        .returning({ userUuid: flashcardImportImages.userUuid, name: flashcardImportImages.name });
      for (const { userUuid, name } of rows) {
        const fileKey = importImageKey(userUuid, name);
        await storage.delete(fileKey).catch((error: unknown) => logger().warn({ err: error, fileKey }, 'flashcards: an import image file could not be deleted'));
      }
      return rows.length;
    });
    removed += deleted;
    if (batch.length < BATCH) return removed;
  }
}

/** Removes the import images last imported before `now` − IMPORT_IMAGE_LIFETIME_MS; answers how many. */
export async function removeOldImportImages(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  return removeImportImagesWhere(db, storage, lt(flashcardImportImages.importedOn, new Date(now.getTime() - IMPORT_IMAGE_LIFETIME_MS)));
}

/** Removes every import image of a user (account deletion): the files too, which no cascade reaches. */
export async function removeImportImagesOf(db: Db, storage: FileStorage, userUuid: string): Promise<number> {
  return removeImportImagesWhere(db, storage, eq(flashcardImportImages.userUuid, userUuid));
}

export const removeFlashcardImportImagesJob = defineJob({
  kind: 'remove-flashcard-import-images',
  payload: z.object({ day: z.iso.date() }),
  idempotencyKey: ({ day }) => `flashcard-import-images:${day}`,
  handle: async (db, { day }) => {
    await removeOldImportImages(db, getFileStorage());
    await scheduleFlashcardImportImages(db, Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  },
});

/** Queues the run of the day `time` falls in, due at once (by default today's: what the server does at start). */
export async function scheduleFlashcardImportImages(db: Db, time = Date.now()): Promise<void> {
  const day = dayOf(time);
  await removeFlashcardImportImagesJob.enqueue(db, { day }, { runAfter: new Date(Math.max(time, Date.parse(`${day}T00:00:00Z`))), priority: BACKGROUND_JOB_PRIORITY });
}
