// DELETE knows/{id}: the knower deletes a know with its pages and files. One rule forbids it (KnowIsUndeletableError):
// a know published more than 14 days ago that other users have liked or saved to their library — they rely on it.
// Such a know can still be made private, which takes it away from everyone else and can be undone
// (docs/decisions/014-know-review-and-deletion.md).
import { and, count, eq, ne } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { CARD_MEDIA_NAME, soundReferences } from '../../lib/flashcards/card-media';
import { noteStyleNamesOf } from '../../lib/flashcards/note-style';
import type { Db } from '../db';
import { flashcardCards, knowLikes, knowPages, knows, libraryItems } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { unindexKnow } from '../search/index-know';
import { deleteKnowFiles } from './documents/store-know-originals';
import { derivedImageKeys } from './find-know-page-image';
import { requireOwnKnow, type KnowRow } from './own-knows';
import { invalidateKnowPage } from './page-cache';

const KNOW_DELETABLE_DAYS = 14; // a published know others use may be deleted only in its first 14 days
const DAY_MS = 24 * 60 * 60 * 1000;

export async function deleteKnow(db: Db, storage: FileStorage, knowUuid: string, userUuid: string, now = new Date()): Promise<void> {
  const know = await requireOwnKnow(db, knowUuid, userUuid);
  if (know.status === 'PUBLISHED' && know.publishedOn && now.getTime() - know.publishedOn.getTime() > KNOW_DELETABLE_DAYS * DAY_MS) {
    const [[likes], [saves]] = await Promise.all([
      db.select({ value: count() }).from(knowLikes).where(and(eq(knowLikes.knowUuid, knowUuid), ne(knowLikes.userUuid, userUuid))),
      db.select({ value: count() }).from(libraryItems).where(and(eq(libraryItems.knowUuid, knowUuid), ne(libraryItems.userUuid, userUuid))),
    ]);
    const likedBy = Number(likes?.value ?? 0);
    const savedBy = Number(saves?.value ?? 0);
    if (likedBy + savedBy > 0) {
      throw new AppError('KnowIsUndeletableError', { reason: 'usedByOthers', likedBy, savedBy, deletableDays: KNOW_DELETABLE_DAYS });
    }
  }
  await removeKnow(db, storage, know);
}

/** Removes a know for good, whoever asks: its search entry, its rows (pages, cards, labels, likes, saves) and its files. */
export async function removeKnow(db: Db, storage: FileStorage, know: Pick<KnowRow, 'uuid' | 'status' | 'originalFiles' | 'updatedOn'>): Promise<void> {
  const pages = await db.select({ imageKey: knowPages.imageKey, previewKey: knowPages.previewKey }).from(knowPages).where(eq(knowPages.knowUuid, know.uuid));
  // A flashcard set's card images, sounds and videos (the rows go with the know, by cascade; their files are collected
  // first; a sound or video is a `[sound:<name>]` of a card's text, stored under the know's flashcards/).
  const cards = await db
    .select({ front: flashcardCards.frontImageKey, back: flashcardCards.backImageKey, frontText: flashcardCards.front, backText: flashcardCards.back })
    .from(flashcardCards)
    .where(eq(flashcardCards.knowUuid, know.uuid));
  if (know.status === 'PUBLISHED') await unindexKnow(db, know.uuid);
  await db.delete(knows).where(eq(knows.uuid, know.uuid));
  invalidateKnowPage(know.uuid);
  // A note type's stylesheet is named by the scope class of the sides it styles (lib/flashcards/note-style.ts).
  const cardMedia = cards.flatMap((card) =>
    [...soundReferences(card.frontText), ...soundReferences(card.backText)]
      .filter((name) => CARD_MEDIA_NAME.test(name))
      .concat(noteStyleNamesOf(card.frontText), noteStyleNamesOf(card.backText))
      .map((name) => `knows/${know.uuid}/flashcards/${name}`),
  );
  const cardImages = [...new Set([...cards.flatMap((card) => [card.front, card.back]).filter((key): key is string => key !== null), ...cardMedia])];
  // Thumbnails and narrower page copies are made on request, per document version: those of the current one go too.
  const derived = derivedImageKeys(know.uuid, know.updatedOn, pages.map((page) => page.imageKey));
  await deleteKnowFiles(storage, [...know.originalFiles, ...pages.flatMap((page) => [page.imageKey, page.previewKey]), ...derived, ...cardImages]);
}
