// The 'remove-unsent-chat-images' job: once a day, images uploaded to a chat but not sent within
// UNSENT_CHAT_IMAGE_HOURS are deleted — their rows, then their files (a file that cannot be deleted is logged and left
// as an orphan, never a broken message) — and the next day's run is queued. Keyed by day, so queueing a day twice
// stores one job; a sent image is never touched (its message refers to it).
import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { z } from 'zod';
import { UNSENT_CHAT_IMAGE_HOURS } from '../../config/chat-limits';
import type { Db } from '../db';
import { chatAttachments, chatMessages } from '../db/schema';
import { getFileStorage, type FileStorage } from '../files/storage';
import { defineJob } from '../jobs/define-job';
import { BACKGROUND_JOB_PRIORITY } from '../jobs/enqueue-job';
import { logger } from '../logger';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Deletes the images older than UNSENT_CHAT_IMAGE_HOURS that no message refers to; answers how many. */
export async function removeUnsentChatImages(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNSENT_CHAT_IMAGE_HOURS * 60 * 60 * 1000);
  const unsent = and(lt(chatAttachments.createdOn, before), notExists(db.select({ uuid: chatMessages.uuid }).from(chatMessages).where(eq(chatMessages.attachmentUuid, chatAttachments.uuid))));
  let removed = 0;
  for (;;) {
    const batch = await db.select({ uuid: chatAttachments.uuid }).from(chatAttachments).where(unsent).limit(BATCH);
    if (batch.length === 0) return removed;
    // Checked again in the delete: an image sent meanwhile stays.
    const deleted = await db
      .delete(chatAttachments)
      .where(and(inArray(chatAttachments.uuid, batch.map((row) => row.uuid)), unsent))
      .returning({ fileKey: chatAttachments.fileKey });
    for (const { fileKey } of deleted) {
      await storage.delete(fileKey).catch((error: unknown) => logger().warn({ err: error, fileKey }, 'chats: an unsent image file could not be deleted'));
    }
    removed += deleted.length;
    if (batch.length < BATCH) return removed;
  }
}

export const removeUnsentChatImagesJob = defineJob({
  kind: 'remove-unsent-chat-images',
  payload: z.object({ day: z.iso.date() }),
  idempotencyKey: ({ day }) => `unsent-chat-images:${day}`,
  handle: async (db, { day }) => {
    await removeUnsentChatImages(db, getFileStorage());
    await scheduleUnsentChatImages(db, Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  },
});

/** Queues the run of the day `time` falls in, due at once (by default today's: what the server does at start). */
export async function scheduleUnsentChatImages(db: Db, time = Date.now()): Promise<void> {
  const day = dayOf(time);
  await removeUnsentChatImagesJob.enqueue(db, { day }, { runAfter: new Date(Math.max(time, Date.parse(`${day}T00:00:00Z`))), priority: BACKGROUND_JOB_PRIORITY });
}
