// GET knows/{id}/flashcards: the cards of a flashcard know, in order, for whoever may see the know. The content blur
// (spec §6, know-entitlement.ts) applies as to pages: a viewer who may see only a know's first page (a visitor who is
// not signed in, in a country that blurs) gets the first FLASHCARD_PREVIEW_COUNT cards, and the others never leave
// the server.
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { flashcardCards } from '../db/schema';
import { assertCanSeeKnow, canSeePage, type Viewer } from '../knows/know-entitlement';
import type { KnowFlashcards } from '../../lib/contracts/flashcards';
import { findKnowAccessFacts, studyCardOut, toStudyCard, type StudyCard } from './flashcard-rows';

/** How many cards of a blurred set a visitor sees (search indexes the same for visitors). */
export const FLASHCARD_PREVIEW_COUNT = 5;

export async function findKnowFlashcards(db: Db, knowUuid: string, viewer: Viewer): Promise<{ cards: StudyCard[]; totalCount: number; isBlurred: boolean }> {
  const know = await findKnowAccessFacts(db, knowUuid);
  if (!know || know.knowFormat !== 'FLASHCARDS') throw new AppError('NotFoundError', { resource: 'know' });
  assertCanSeeKnow(know, viewer);
  const rows = await db.select().from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid)).orderBy(asc(flashcardCards.position), asc(flashcardCards.ordinal));
  const isBlurred = !canSeePage(know, viewer, 2);
  const visible = isBlurred ? rows.slice(0, FLASHCARD_PREVIEW_COUNT) : rows;
  return { cards: visible.map(toStudyCard), totalCount: rows.length, isBlurred };
}

/** The cards as the API (GET knows/{id}/flashcards) and the know page show them. */
export async function findKnowFlashcardsOut(db: Db, knowUuid: string, viewer: Viewer): Promise<KnowFlashcards> {
  const { cards, totalCount, isBlurred } = await findKnowFlashcards(db, knowUuid, viewer);
  return { cards: cards.map(studyCardOut), totalCount, isBlurred };
}
