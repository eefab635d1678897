// An import preview's images, sounds and videos, kept by reference: each checked file of the parser's result is stored
// once per user under `flashcard-imports/<user>/<sha256>.<ext>` (content-addressed: importing it again refreshes its
// date and writes nothing), and the preview's cards carry its URL (GET flashcards/imports/images/{name}, the caller's
// own only) in place of the name — an image as frontImage/backImage, a sound or video in its `[sound:…]`. A set created from the preview copies the image from there; a day after its last import it is
// removed (import-images-job.ts).
import { and, eq, sql } from 'drizzle-orm';
import { importImageUrl, type FlashcardImportPreview } from '../../../lib/contracts/flashcards';
import { IMPORT_MEDIA_NAME, replaceSoundReferences } from '../../../lib/flashcards/card-media';
import { importStyleUrl, withStyleReferences } from '../../../lib/flashcards/note-style';
import type { Db } from '../../db';
import { flashcardImportImages } from '../../db/schema';
import type { FileStorage, StoredFile } from '../../files/file-storage';
import type { ImportResult } from './import-result';

/** The file key of a user's import image. */
export const importImageKey = (userUuid: string, name: string) => `flashcard-imports/${userUuid.toLowerCase()}/${name}`;

/** Stores the result's images for the user (each once) and answers the preview, whose cards name them by URL. */
export async function previewOfImport<T extends ImportResult>(db: Db, storage: FileStorage, userUuid: string, result: T): Promise<Omit<T, 'images'> & FlashcardImportPreview> {
  const { images = [], ...preview } = result;
  for (const image of images) {
    // A row that was there already (xmax ≠ 0 after the update) means the file is too: nothing to write.
    const [row] = await db
      .insert(flashcardImportImages)
      .values({ userUuid, name: image.name })
      .onConflictDoUpdate({ target: [flashcardImportImages.userUuid, flashcardImportImages.name], set: { importedOn: sql`now()` } })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (row?.inserted) await storage.put(importImageKey(userUuid, image.name), Buffer.from(image.data), image.mediaType);
  }
  const url = (name: string | null) => (name === null ? null : importImageUrl(name));
  // A note type's stylesheet (lib/flashcards/note-style.ts) is one of the files: a side names it by its scope class.
  const sounds = (html: string) => withStyleReferences(replaceSoundReferences(html, (name) => (IMPORT_MEDIA_NAME.test(name) ? importImageUrl(name) : name)), importStyleUrl);
  return { ...preview, cards: preview.cards.map((card) => ({ ...card, front: sounds(card.front), back: sounds(card.back), frontImage: url(card.frontImage), backImage: url(card.backImage) })) };
}

/** The caller's own import image by name, or null (someone else's name, a removed or never stored image). */
export async function findImportImage(db: Db, storage: FileStorage, userUuid: string, name: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({ name: flashcardImportImages.name })
    .from(flashcardImportImages)
    .where(and(eq(flashcardImportImages.userUuid, userUuid), eq(flashcardImportImages.name, name)));
  return row ? storage.get(importImageKey(userUuid, name)) : null;
}
