// POST knows/uploads: a user uploads one PDF or several images; the files are checked by content and stored as the
// originals of a new DRAFT know (title from the file name, the user's country and content language), and the
// document is queued for processing. The user becomes a knower with their first upload.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { KnowDraft } from '../../lib/contracts/know-creation';
import { AppError } from '../../lib/errors';
import { slugify } from '../../lib/knows/paths';
import { titleFromFilename } from '../../lib/knows/title-from-filename';
import type { Db } from '../db';
import { knowers, knows, users } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { UploadedFile } from '../http/multipart';
import { processKnowDocumentJob } from './documents/process-know-document-job';
import { checkDocumentFiles } from './documents/check-document-files';
import { deleteKnowFiles, storeKnowOriginals } from './documents/store-know-originals';
import { toKnowDraft } from './own-knows';

/** The user's knower record, created on their first upload. */
async function ensureKnower(db: Db, userUuid: string): Promise<string> {
  await db.insert(knowers).values({ userUuid }).onConflictDoNothing({ target: knowers.userUuid });
  const [row] = await db.select({ uuid: knowers.uuid }).from(knowers).where(eq(knowers.userUuid, userUuid));
  return row!.uuid;
}

export async function uploadKnow(db: Db, storage: FileStorage, userUuid: string, files: UploadedFile[]): Promise<KnowDraft> {
  const [user] = await db.select({ country: users.country, language: users.primaryContentLanguage }).from(users).where(eq(users.uuid, userUuid));
  if (!user) throw new AppError('NotFoundError', { resource: 'user' });
  const document = await checkDocumentFiles(files);

  const knowUuid = randomUUID();
  const keys = await storeKnowOriginals(storage, knowUuid, document.files);
  // eslint-disable-next-line no-control-regex -- a file name as sent may hold control characters; none is kept
  const firstName = document.files[0]!.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  const title = titleFromFilename(firstName);
  let row: typeof knows.$inferSelect;
  try {
    const knowerUuid = await ensureKnower(db, userUuid);
    [row] = (await db
      .insert(knows)
      .values({
        uuid: knowUuid,
        knowerUuid,
        title,
        slug: slugify(title),
        contentLanguage: user.language,
        country: user.country,
        originalFiles: keys,
        originalMediaType: document.files[0]!.mediaType,
        originalFilename: firstName || null,
      })
      .returning()) as [typeof knows.$inferSelect];
  } catch (error) {
    await deleteKnowFiles(storage, keys);
    throw error;
  }
  await processKnowDocumentJob.enqueue(db, { knowUuid });
  return toKnowDraft(db, row);
}
