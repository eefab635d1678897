// GET flashcards/due: what a signed-in user studies today — across their sets (their own flashcard knows, the ones
// saved to their library, and any set they have studied), or in one set: the cards due by now (learning cards up to 20
// minutes ahead; learning and
// relearning first, then reviews, most overdue first) up to their reviews a day minus today's, then new cards in set
// order up to their new cards a day minus those started today. "Today" is the user's day (their time zone offset).
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { createEmptyCard, type Card, type State } from 'ts-fsrs';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { flashcardCards, flashcardStates, knowers, knows, libraryItems, users } from '../db/schema';
import { assertCanSeeKnow, isPublic } from '../knows/know-entitlement';
import { cardOfState, findKnowAccessFacts, toStudyCard, type StudyCard } from './flashcard-rows';
import { findFlashcardSettings } from './flashcard-settings-store';
import { DAY_MS, dayNumber } from './scheduling/fsrs-scheduler';

/** A card to study, with the user's memory state of it (an empty card when new) for the buttons' previews. */
/** Learning cards due within this time count as due now (Anki's learn-ahead limit), so that a session of new cards
 *  does not end waiting for their 10-minute steps. */
const LEARN_AHEAD_MS = 20 * 60_000;

export type DueCard = StudyCard & { state: State; due: string | null; memory: Card };

/** The flashcard knows the user studies: their own, those in their library that they may see, and those they studied. */
export async function studiedKnowUuids(db: Db, userUuid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ uuid: knows.uuid, status: knows.status, isPrivate: knows.isPrivate, publishedOn: knows.publishedOn, owner: knowers.userUuid })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .leftJoin(libraryItems, and(eq(libraryItems.knowUuid, knows.uuid), eq(libraryItems.userUuid, userUuid)))
    .where(
      and(
        eq(knows.knowFormat, 'FLASHCARDS'),
        or(eq(knowers.userUuid, userUuid), sql`${libraryItems.userUuid} is not null`, sql`exists (select 1 from flashcard_states s where s.user_uuid = ${userUuid} and s.know_uuid = ${knows.uuid})`),
      ),
    );
  return rows.filter((row) => row.owner === userUuid || isPublic(row)).map((row) => row.uuid);
}

export async function findDueFlashcards(db: Db, userUuid: string, { knowUuid, now = new Date() }: { knowUuid?: string; now?: Date } = {}): Promise<DueCard[]> {
  if (knowUuid) {
    const know = await findKnowAccessFacts(db, knowUuid);
    if (!know) return [];
    assertCanSeeKnow(know, { userUuid, experiments: {} });
  }
  const knowUuids = knowUuid ? [knowUuid] : await studiedKnowUuids(db, userUuid);
  if (knowUuids.length === 0) return [];
  const [settings, [user]] = await Promise.all([findFlashcardSettings(db, userUuid), db.select({ offset: users.timezoneOffsetMinutes }).from(users).where(eq(users.uuid, userUuid))]);
  const offsetMinutes = user?.offset ?? 0;
  const dayStart = new Date(dayNumber(now, offsetMinutes) * DAY_MS - offsetMinutes * 60_000);
  const [today] = await queryRows<{ started: number; reviewed: number }>(
    db,
    sql`select count(*) filter (where previous_state is null)::int as started, count(*) filter (where previous_state is not null)::int as reviewed
        from flashcard_reviews where user_uuid = ${userUuid} and reviewed_at >= ${dayStart.toISOString()}`,
  );
  const reviewsLeft = Math.max(0, settings.maxReviewsPerDay - Number(today?.reviewed ?? 0));
  const newLeft = Math.max(0, settings.newCardsPerDay - Number(today?.started ?? 0));

  const due = reviewsLeft === 0 ? [] : await db
    .select({ card: flashcardCards, stateRow: flashcardStates })
    .from(flashcardStates)
    .innerJoin(flashcardCards, eq(flashcardCards.uuid, flashcardStates.cardUuid))
    .where(
      and(
        eq(flashcardStates.userUuid, userUuid),
        inArray(flashcardStates.knowUuid, knowUuids),
        or(lte(flashcardStates.due, now), and(inArray(flashcardStates.state, [1, 3]), lte(flashcardStates.due, new Date(now.getTime() + LEARN_AHEAD_MS)))),
      ),
    )
    .orderBy(sql`case when ${flashcardStates.state} in (1, 3) then 0 else 1 end`, asc(flashcardStates.due))
    .limit(reviewsLeft);
  const fresh = newLeft === 0 ? [] : await db
    .select({ card: flashcardCards })
    .from(flashcardCards)
    .leftJoin(flashcardStates, and(eq(flashcardStates.cardUuid, flashcardCards.uuid), eq(flashcardStates.userUuid, userUuid)))
    .where(and(inArray(flashcardCards.knowUuid, knowUuids), isNull(flashcardStates.cardUuid)))
    .orderBy(asc(flashcardCards.knowUuid), asc(flashcardCards.position), asc(flashcardCards.ordinal))
    .limit(newLeft);
  const reviewed = due.map((row) => ({ ...toStudyCard(row.card), state: row.stateRow.state as State, due: row.stateRow.due.toISOString(), memory: cardOfState(row.stateRow) }));
  const isDueNow = (card: DueCard) => card.due !== null && new Date(card.due).getTime() <= now.getTime();
  // Cards due now, then new cards, then learning cards due within the look-ahead (soonest first): as Anki does, a
  // card is only learned ahead once nothing else is left.
  return [
    ...reviewed.filter(isDueNow),
    ...fresh.map((row) => ({ ...toStudyCard(row.card), state: 0 as State, due: null, memory: createEmptyCard<Card>(now) })),
    ...reviewed.filter((card) => !isDueNow(card)).sort((a, b) => a.due!.localeCompare(b.due!)),
  ];
}
