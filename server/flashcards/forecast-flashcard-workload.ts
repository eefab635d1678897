// GET flashcards/forecast?desiredRetention=: the user's reviews due per day for the next 30 days at the given desired
// retention (their saved one when none is given), so that the settings can show the workload before saving.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { flashcardCards, flashcardStates, users } from '../db/schema';
import { cardOfState } from './flashcard-rows';
import { findFlashcardSettings } from './flashcard-settings-store';
import { studiedKnowUuids } from './find-due-flashcards';
import { forecastWorkload } from './scheduling/workload-forecast';

export async function forecastFlashcardWorkload(db: Db, userUuid: string, { desiredRetention, now = new Date() }: { desiredRetention?: number; now?: Date } = {}): Promise<number[]> {
  const [settings, states, [user], knowUuids] = await Promise.all([
    findFlashcardSettings(db, userUuid),
    db.select().from(flashcardStates).where(eq(flashcardStates.userUuid, userUuid)),
    db.select({ offset: users.timezoneOffsetMinutes }).from(users).where(eq(users.uuid, userUuid)),
    studiedKnowUuids(db, userUuid),
  ]);
  const [unstarted] =
    knowUuids.length === 0
      ? [{ cards: 0 }]
      : await db
          .select({ cards: count() })
          .from(flashcardCards)
          .leftJoin(flashcardStates, and(eq(flashcardStates.cardUuid, flashcardCards.uuid), eq(flashcardStates.userUuid, userUuid)))
          .where(and(inArray(flashcardCards.knowUuid, knowUuids), isNull(flashcardStates.cardUuid)));
  return forecastWorkload({
    cards: states.map(cardOfState),
    newCards: Number(unstarted?.cards ?? 0),
    settings: { ...settings, desiredRetention: desiredRetention ?? settings.desiredRetention },
    now,
    offsetMinutes: user?.offset ?? 0,
  });
}
