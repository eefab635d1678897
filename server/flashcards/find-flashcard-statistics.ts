// GET flashcards/statistics: a signed-in user's study in numbers — answers per day over the last 30 days (days of the
// user's time zone, the last one today, days without answers as 0), the retention achieved (the share of answers to
// cards in the review state that were not "again") over those days against the desired retention, and how many cards
// of the sets they study are new, learning, in review or relearning.
import { eq, sql } from 'drizzle-orm';
import { FLASHCARD_STATISTICS_DAYS, type FlashcardStatistics } from '../../lib/contracts/flashcards';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { users } from '../db/schema';
import { studiedKnowUuids } from './find-due-flashcards';
import { findFlashcardSettings } from './flashcard-settings-store';
import { DAY_MS, dayNumber } from './scheduling/fsrs-scheduler';

/** ts-fsrs's State.Review: the state whose answers measure retention (learning steps say little about memory). */
const REVIEW_STATE = 2;

/** The date (YYYY-MM-DD) of a day number, days counted from 1970-01-01 in the user's time zone. */
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Answers per day for the `count` days up to `today` (oldest first), days without answers as 0. */
export function reviewsPerDay(rows: readonly { day: number; reviews: number }[], today: number, count: number): FlashcardStatistics['days'] {
  const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.reviews)]));
  return Array.from({ length: count }, (_, index) => {
    const day = today - (count - 1) + index;
    return { date: dateOfDay(day), reviews: byDay.get(day) ?? 0 };
  });
}

export async function findFlashcardStatistics(db: Db, userUuid: string, now = new Date()): Promise<FlashcardStatistics> {
  const [settings, [user], knowUuids] = await Promise.all([
    findFlashcardSettings(db, userUuid),
    db.select({ offset: users.timezoneOffsetMinutes }).from(users).where(eq(users.uuid, userUuid)),
    studiedKnowUuids(db, userUuid),
  ]);
  const offsetMinutes = user?.offset ?? 0;
  const today = dayNumber(now, offsetMinutes);
  const firstDay = today - (FLASHCARD_STATISTICS_DAYS - 1);
  const since = new Date(firstDay * DAY_MS - offsetMinutes * 60_000);

  const [dayRows, [retention], stateRows, [fresh]] = await Promise.all([
    queryRows<{ day: number; reviews: number }>(
      db,
      sql`select floor((extract(epoch from reviewed_at) + ${offsetMinutes * 60}) / 86400)::int as day, count(*)::int as reviews
          from flashcard_reviews
          where user_uuid = ${userUuid} and reviewed_at >= ${since.toISOString()}
          group by 1`,
    ),
    queryRows<{ reviews: number; recalled: number }>(
      db,
      sql`select count(*)::int as reviews, count(*) filter (where rating <> 1)::int as recalled
          from flashcard_reviews
          where user_uuid = ${userUuid} and reviewed_at >= ${since.toISOString()} and (previous_state ->> 'state')::int = ${REVIEW_STATE}`,
    ),
    queryRows<{ state: number; cards: number }>(db, sql`select state::int as state, count(*)::int as cards from flashcard_states where user_uuid = ${userUuid} group by 1`),
    knowUuids.length === 0
      ? Promise.resolve([{ cards: 0 }])
      : queryRows<{ cards: number }>(
          db,
          sql`select count(*)::int as cards from flashcard_cards c
              where c.know_uuid in (${sql.join(knowUuids.map((uuid) => sql`${uuid}::uuid`), sql`, `)})
                and not exists (select 1 from flashcard_states s where s.user_uuid = ${userUuid} and s.card_uuid = c.uuid)`,
        ),
  ]);

  const inState = (state: number) => Number(stateRows.find((row) => Number(row.state) === state)?.cards ?? 0);
  const answered = Number(retention?.reviews ?? 0);
  return {
    days: reviewsPerDay(dayRows, today, FLASHCARD_STATISTICS_DAYS),
    retention: { achieved: answered > 0 ? Number(retention?.recalled ?? 0) / answered : null, reviews: answered, desired: settings.desiredRetention },
    states: { new: Number(fresh?.cards ?? 0), learning: inState(1), review: inState(REVIEW_STATE), relearning: inState(3) },
  };
}
