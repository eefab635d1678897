// DELETE flashcards/reviews/{id}: undoes a user's latest answer of a card (the study screen's "z"): the card's memory
// state goes back to what it was before that answer (or the card is new again) and the answer leaves the review log,
// so statistics and the optimizer never see it. Only the latest answer of its card can be undone — undoing an older
// one would leave the later answers resting on a state that no longer exists.
import { and, desc, eq } from 'drizzle-orm';
import type { Card } from 'ts-fsrs';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { flashcardReviews, flashcardStates } from '../db/schema';
import { stateOfCard } from './scheduling/card-state';

/** A Card as stored in jsonb (its dates as ISO strings) back as ts-fsrs's Card. */
function revive(stored: Record<string, unknown>): Card {
  const date = (value: unknown) => new Date(String(value));
  return { ...(stored as unknown as Card), due: date(stored.due), ...(stored.last_review ? { last_review: date(stored.last_review) } : {}) };
}

export async function undoFlashcardReview(db: Db, userUuid: string, reviewUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(flashcardReviews).where(and(eq(flashcardReviews.uuid, reviewUuid), eq(flashcardReviews.userUuid, userUuid)));
    if (!review) throw new AppError('NotFoundError', { resource: 'review' });
    const [state] = await tx.select({ cardUuid: flashcardStates.cardUuid }).from(flashcardStates).where(and(eq(flashcardStates.userUuid, userUuid), eq(flashcardStates.cardUuid, review.cardUuid))).for('update');
    const [latest] = await tx
      .select({ uuid: flashcardReviews.uuid })
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.userUuid, userUuid), eq(flashcardReviews.cardUuid, review.cardUuid)))
      .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.createdOn))
      .limit(1);
    if (latest?.uuid !== reviewUuid) throw new AppError('ForbiddenError', { reason: 'Only the latest answer of a card can be undone.' });
    const where = and(eq(flashcardStates.userUuid, userUuid), eq(flashcardStates.cardUuid, review.cardUuid));
    if (review.previousState === null || review.previousState === undefined) {
      await tx.delete(flashcardStates).where(where);
    } else if (state) {
      await tx.update(flashcardStates).set(stateOfCard(revive(review.previousState as Record<string, unknown>))).where(where);
    }
    await tx.delete(flashcardReviews).where(eq(flashcardReviews.uuid, reviewUuid));
  });
}
