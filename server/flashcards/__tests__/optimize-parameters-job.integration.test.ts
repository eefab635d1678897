// The FSRS optimizer as a job over the real database: recording an answer queues 'optimize-flashcard-parameters' when
// the user's review count reaches 400 and each further 400 (record-flashcard-review.ts), once per threshold; the job
// fits the parameters from the user's stored review log and keeps them only when their held-out log loss beats the
// defaults' — otherwise the parameters the user had stay (optimize-parameters-job.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { default_w, Rating, type Grade } from 'ts-fsrs';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { flashcardReviews, flashcardSettings, jobs, users } from '../../db/schema';
import { MemoryStorage } from '../../files/memory-storage';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { createFlashcardKnow } from '../create-flashcard-know';
import { findFlashcardSettings } from '../flashcard-settings-store';
import { findKnowFlashcards } from '../find-know-flashcards';
import { recordFlashcardReview } from '../record-flashcard-review';
import { MIN_REVIEWS_FOR_OPTIMIZING } from '../../../config/flashcards';
import { optimizeParameters, type LoggedReview } from '../scheduling/optimize-parameters';
import { generatedReviewLog } from './fixtures/generated-review-log';

const KIND = 'optimize-flashcard-parameters';
/** A seed for which the fit on a log of a learner whose memory is exactly the defaults loses to them on the held-out
 *  reviews (as it should: nothing beats the true model but chance) — checked in each test that uses it. */
const SEED_OF_A_LOSING_FIT = 5;
let storage: MemoryStorage;
let counter = 0;

beforeAll(() => {
  storage = new MemoryStorage();
});

async function newUser(): Promise<string> {
  const [row] = await (await getDb()).insert(users).values({ name: `Lerner ${++counter}`, country: 'DE', interfaceLanguage: 'de', primaryContentLanguage: 'de' }).returning({ uuid: users.uuid });
  return row!.uuid;
}

/** A flashcard set of the user's own with `size` cards; the cards' uuids in set order. */
async function ownSet(userUuid: string, size: number): Promise<string[]> {
  const db = await getDb();
  const notes = Array.from({ length: size }, (_, index) => ({ kind: 'basic' as const, front: `Begriff ${index + 1}`, back: `Bedeutung ${index + 1}`, frontImage: null, backImage: null }));
  const { knowUuid } = await createFlashcardKnow(db, storage, userUuid, { notes });
  return (await findKnowFlashcards(db, knowUuid, { userUuid, experiments: {} })).cards.map((card) => card.uuid);
}

/** Stores a review log as the user's answers (as recordFlashcardReview logs them), each generated card on a card of
 *  the set; answers the card of each generated one. */
async function storeReviewLog(userUuid: string, log: readonly LoggedReview[]): Promise<Map<string, string>> {
  const generatedCards = [...new Set(log.map((review) => review.cardUuid))];
  const cardUuids = await ownSet(userUuid, generatedCards.length);
  const cardOf = new Map(generatedCards.map((generated, index) => [generated, cardUuids[index]!]));
  const rows = log.map((review) => ({
    uuid: randomUUID(),
    userUuid,
    cardUuid: cardOf.get(review.cardUuid)!,
    rating: review.rating,
    reviewedAt: review.reviewedAt,
    log: { rating: review.rating, review: review.reviewedAt.toISOString() },
    result: {},
  }));
  const db = await getDb();
  for (let start = 0; start < rows.length; start += 500) await db.insert(flashcardReviews).values(rows.slice(start, start + 500));
  return cardOf;
}

const optimizerJobsOf = async (userUuid: string) =>
  (await getDb()).select().from(jobs).where(and(eq(jobs.kind, KIND), sql`${jobs.payload}->>'userUuid' = ${userUuid}`));

describe('queueing the optimizer', () => {
  it('queues one job when an answer brings the review count to 400, none at 399 or 401 or for a resent answer, and another at 800', async () => {
    const db = await getDb();
    const userUuid = await newUser();
    // 398 answers already in the log, on cards of the user's set; the next answers go through recordFlashcardReview.
    const backlog = generatedReviewLog(MIN_REVIEWS_FOR_OPTIMIZING - 2);
    await storeReviewLog(userUuid, backlog);
    const [card] = await ownSet(userUuid, 1);
    const answer = async (reviewUuid = randomUUID()) => {
      await recordFlashcardReview(db, userUuid, { reviewUuid, cardUuid: card!, rating: Rating.Good as Grade });
      return reviewUuid;
    };

    await answer();
    expect(await optimizerJobsOf(userUuid)).toHaveLength(0);
    const four_hundredth = await answer();
    const queued = await optimizerJobsOf(userUuid);
    expect(queued.map((job) => [job.status, job.payload])).toEqual([['QUEUED', { userUuid }]]);
    await answer(four_hundredth);
    await answer();
    expect(await optimizerJobsOf(userUuid)).toHaveLength(1);

    await storeReviewLog(userUuid, generatedReviewLog(2 * MIN_REVIEWS_FOR_OPTIMIZING - 401 - 2, { seed: 7 }));
    await answer();
    expect(await optimizerJobsOf(userUuid)).toHaveLength(1);
    await answer();
    expect(await optimizerJobsOf(userUuid)).toHaveLength(2);
    const [reviews] = await db.select({ count: sql<number>`count(*)::int` }).from(flashcardReviews).where(eq(flashcardReviews.userUuid, userUuid));
    expect(Number(reviews!.count)).toBe(2 * MIN_REVIEWS_FOR_OPTIMIZING);
  });
});

describe('the optimizer job', () => {
  /**
   * The user's log of 800 generated reviews: 799 stored, the 800th answered through recordFlashcardReview (which
   * queues the job), then the worker's jobs run; answers what the optimizer makes of the same log, and the user's
   * settings row after the job.
   */
  async function optimize(userUuid: string, log: readonly LoggedReview[]) {
    const db = await getDb();
    const last = log.at(-1)!;
    const cardOf = await storeReviewLog(userUuid, log.slice(0, -1));
    await recordFlashcardReview(db, userUuid, { reviewUuid: randomUUID(), cardUuid: cardOf.get(last.cardUuid)!, rating: last.rating, reviewedAt: last.reviewedAt });
    expect((await optimizerJobsOf(userUuid)).map((job) => job.status)).toEqual(['QUEUED']);
    await runJobsUntilIdle(db);
    expect((await optimizerJobsOf(userUuid)).map((job) => job.status)).toEqual(['DONE']);
    const [row] = await db.select().from(flashcardSettings).where(eq(flashcardSettings.userUuid, userUuid));
    const expected = await optimizeParameters(log);
    if (expected.status === 'too-few-reviews') throw new Error('expected a fit');
    return { row: row!, expected };
  }

  it("stores the fitted parameters when they predict the user's held-out reviews better than the defaults", async () => {
    const userUuid = await newUser();
    const { row, expected } = await optimize(userUuid, generatedReviewLog(2 * MIN_REVIEWS_FOR_OPTIMIZING, { learner: 'forgets-faster' }));
    expect(expected.logLoss.fitted).toBeLessThan(expected.logLoss.defaults);
    expect(row.optimizedReviewCount).toBe(800);
    expect(row.optimizedOn).toBeInstanceOf(Date);
    expect(row.parameters).toHaveLength(21);
    expect(row.parameters).not.toEqual([...default_w]);
    row.parameters!.forEach((value, index) => expect(value).toBeCloseTo(expected.parameters[index]!, 4));
    expect((await findFlashcardSettings(await getDb(), userUuid)).parameters).toEqual(row.parameters);
  });

  it('keeps the parameters the user had when the fit does not beat the defaults on the held-out reviews', async () => {
    const db = await getDb();
    const userUuid = await newUser();
    const earlier = default_w.map((value, index) => (index === 0 ? value * 2 : value));
    await db.insert(flashcardSettings).values({ userUuid, parameters: earlier, desiredRetention: 0.85 });
    const { row, expected } = await optimize(userUuid, generatedReviewLog(2 * MIN_REVIEWS_FOR_OPTIMIZING, { learner: 'as-the-defaults', seed: SEED_OF_A_LOSING_FIT }));
    expect(expected.logLoss.fitted).toBeGreaterThanOrEqual(expected.logLoss.defaults);
    expect(row.optimizedReviewCount).toBe(800);
    expect(row.optimizedOn).toBeInstanceOf(Date);
    expect(row.parameters).toEqual(earlier);
    expect(row.desiredRetention).toBe(0.85);
  });

  it('keeps the defaults (no parameters) for a user who had none when the fit does not beat them', async () => {
    const userUuid = await newUser();
    const { row, expected } = await optimize(userUuid, generatedReviewLog(2 * MIN_REVIEWS_FOR_OPTIMIZING, { learner: 'as-the-defaults', seed: SEED_OF_A_LOSING_FIT }));
    expect(expected.logLoss.fitted).toBeGreaterThanOrEqual(expected.logLoss.defaults);
    expect([row.parameters, row.optimizedReviewCount]).toEqual([null, 800]);
    expect((await findFlashcardSettings(await getDb(), userUuid)).parameters).toBeNull();
  });
});
