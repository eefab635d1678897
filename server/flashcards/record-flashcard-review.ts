// POST flashcards/{cardUuid}/reviews: a signed-in user's answer to a card they may see. The answer carries an id made
// by the client, so that an answer sent again (a retry after a lost connection, the offline queue) counts once and
// gets the same result. The user's state of the card goes through ts-fsrs (fsrs-scheduler.ts: fuzz seeded per card,
// load balancing against the user's other cards due); the state is the signed-in user's own — no request names whose
// state it writes. Every answer is logged (statistics, undo, the optimizer), which is queued once the user has
// enough reviews to fit their parameters.
import { and, eq, sql } from 'drizzle-orm';
import { createEmptyCard, type Card, type Grade, type State } from 'ts-fsrs';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { flashcardCards, flashcardReviews, flashcardStates, users } from '../db/schema';
import { assertCanSeeKnow } from '../knows/know-entitlement';
import { cardOfState, findKnowAccessFacts } from './flashcard-rows';
import { stateOfCard } from './scheduling/card-state';
import { findFlashcardSettings } from './flashcard-settings-store';
import { optimizeFlashcardParametersJob } from './optimize-parameters-job';
import { dayNumber, DAY_MS, scheduleReview } from './scheduling/fsrs-scheduler';
import { MIN_REVIEWS_FOR_OPTIMIZING } from '../../config/flashcards';

export type ReviewOutcome = { due: string; state: State; stability: number; difficulty: number; scheduledDays: number };

/** How far ahead of the server's clock an answer's time may be (clock skew), before it is taken as now. */
const MAX_CLOCK_SKEW_MS = 60_000;

export async function recordFlashcardReview(
  db: Db,
  userUuid: string,
  { reviewUuid, cardUuid, rating, reviewedAt }: { reviewUuid: string; cardUuid: string; rating: Grade; reviewedAt?: Date },
  now = new Date(),
): Promise<ReviewOutcome> {
  const sent = await findSentReview(db, reviewUuid, userUuid, cardUuid);
  if (sent) return sent;
  const [card] = await db.select({ knowUuid: flashcardCards.knowUuid }).from(flashcardCards).where(eq(flashcardCards.uuid, cardUuid));
  const know = card ? await findKnowAccessFacts(db, card.knowUuid) : null;
  if (!card || !know) throw new AppError('NotFoundError', { resource: 'flashcard' });
  assertCanSeeKnow(know, { userUuid, experiments: {} });
  const [settings, [user]] = await Promise.all([findFlashcardSettings(db, userUuid), db.select({ offset: users.timezoneOffsetMinutes }).from(users).where(eq(users.uuid, userUuid))]);
  const offsetMinutes = user?.offset ?? 0;

  const outcome = await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(flashcardStates).where(and(eq(flashcardStates.userUuid, userUuid), eq(flashcardStates.cardUuid, cardUuid))).for('update');
    const previous = stored ? cardOfState(stored) : null;
    const at = clampTime(reviewedAt ?? now, now, previous?.last_review);
    const before: Card = previous ?? createEmptyCard<Card>(at);
    const load = await dueHistogram(tx as unknown as Db, userUuid, cardUuid, at, offsetMinutes);
    const today = dayNumber(at, offsetMinutes);
    const { card: next, log } = scheduleReview({ cardUuid, card: before, rating, now: at, settings, dueOn: (interval) => load.get(today + interval) ?? 0 });
    const result: ReviewOutcome = { due: next.due.toISOString(), state: next.state, stability: next.stability, difficulty: next.difficulty, scheduledDays: next.scheduled_days };
    const [inserted] = await tx
      .insert(flashcardReviews)
      .values({ uuid: reviewUuid, userUuid, cardUuid, rating, reviewedAt: at, previousState: previous, log, result })
      .onConflictDoNothing({ target: flashcardReviews.uuid })
      .returning({ uuid: flashcardReviews.uuid });
    if (!inserted) return null;
    const state = stateOfCard(next);
    await tx
      .insert(flashcardStates)
      .values({ userUuid, cardUuid, knowUuid: card.knowUuid, ...state })
      .onConflictDoUpdate({ target: [flashcardStates.userUuid, flashcardStates.cardUuid], set: state });
    return result;
  });
  if (!outcome) {
    const concurrent = await findSentReview(db, reviewUuid, userUuid, cardUuid);
    if (!concurrent) throw new AppError('DuplicateError', { resource: 'review' });
    return concurrent;
  }
  await queueOptimizerWhenDue(db, userUuid);
  return outcome;
}

/** The result of an answer already recorded under this id; an id used by someone else or for another card is refused. */
async function findSentReview(db: Db, reviewUuid: string, userUuid: string, cardUuid: string): Promise<ReviewOutcome | null> {
  const [row] = await db.select({ userUuid: flashcardReviews.userUuid, cardUuid: flashcardReviews.cardUuid, result: flashcardReviews.result }).from(flashcardReviews).where(eq(flashcardReviews.uuid, reviewUuid));
  if (!row) return null;
  if (row.userUuid !== userUuid || row.cardUuid !== cardUuid) throw new AppError('DuplicateError', { resource: 'review' });
  return row.result as ReviewOutcome;
}

/** The answer's time: never ahead of the server, never before the card's previous review. */
function clampTime(reviewedAt: Date, now: Date, lastReview: Date | undefined): Date {
  let time = reviewedAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS || Number.isNaN(reviewedAt.getTime()) ? now : reviewedAt;
  if (lastReview && time.getTime() < lastReview.getTime()) time = lastReview;
  return time;
}

/** The user's other cards due per day (day numbers in their time zone) over the next year and a bit. */
async function dueHistogram(db: Db, userUuid: string, cardUuid: string, from: Date, offsetMinutes: number): Promise<Map<number, number>> {
  const until = new Date(from.getTime() + 400 * DAY_MS);
  const rows = await queryRows<{ day: number; due: number }>(
    db,
    sql`select floor((extract(epoch from due) + ${offsetMinutes * 60}) / 86400)::int as day, count(*)::int as due
        from flashcard_states
        where user_uuid = ${userUuid} and card_uuid <> ${cardUuid} and due >= ${from.toISOString()} and due < ${until.toISOString()}
        group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.day), Number(row.due)]));
}

/** Queues the optimizer at MIN_REVIEWS_FOR_OPTIMIZING reviews, and again at each further multiple. */
async function queueOptimizerWhenDue(db: Db, userUuid: string): Promise<void> {
  const [row] = await queryRows<{ reviews: number }>(db, sql`select count(*)::int as reviews from flashcard_reviews where user_uuid = ${userUuid}`);
  const reviews = Number(row?.reviews ?? 0);
  if (reviews >= MIN_REVIEWS_FOR_OPTIMIZING && reviews % MIN_REVIEWS_FOR_OPTIMIZING === 0) {
    await optimizeFlashcardParametersJob.enqueue(db, { userUuid }, { idempotencyKey: `${userUuid}:${reviews}` });
  }
}
