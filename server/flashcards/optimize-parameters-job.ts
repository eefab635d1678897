// The 'optimize-flashcard-parameters' job: fits a user's FSRS parameters from their review log (optimize-parameters.ts)
// and keeps them only when they beat the defaults on held-out reviews.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Grade } from 'ts-fsrs';
import type { Db } from '../db';
import { flashcardReviews, flashcardSettings } from '../db/schema';
import { defineJob } from '../jobs/define-job';
import { optimizeParameters, type OptimizerOutcome } from './scheduling/optimize-parameters';

async function optimizeUserParameters(db: Db, userUuid: string): Promise<OptimizerOutcome> {
  const reviews = await db
    .select({ cardUuid: flashcardReviews.cardUuid, rating: flashcardReviews.rating, reviewedAt: flashcardReviews.reviewedAt })
    .from(flashcardReviews)
    .where(eq(flashcardReviews.userUuid, userUuid))
    .orderBy(asc(flashcardReviews.reviewedAt));
  const outcome = await optimizeParameters(reviews.map((review) => ({ ...review, rating: review.rating as Grade })));
  if (outcome.status === 'too-few-reviews') return outcome;
  const values = { optimizedOn: new Date(), optimizedReviewCount: outcome.reviews, ...(outcome.status === 'kept' ? { parameters: outcome.parameters } : {}) };
  await db.insert(flashcardSettings).values({ userUuid, ...values }).onConflictDoUpdate({ target: flashcardSettings.userUuid, set: values });
  return outcome;
}

export const optimizeFlashcardParametersJob = defineJob({
  kind: 'optimize-flashcard-parameters',
  payload: z.object({ userUuid: z.uuid() }),
  handle: (db, { userUuid }) => optimizeUserParameters(db, userUuid),
});
