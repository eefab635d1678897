// GET/PATCH flashcards/settings: a user's study settings (flashcard-settings.ts), defaults until they change one.
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { flashcardSettings } from '../db/schema';
import { DEFAULT_FLASHCARD_SETTINGS, DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, MAX_REVIEWS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MAX, type FlashcardSettings } from './scheduling/flashcard-settings';

export type SettingsChange = Partial<Pick<FlashcardSettings, 'desiredRetention' | 'newCardsPerDay' | 'maxReviewsPerDay'>>;

export async function findFlashcardSettings(db: Db, userUuid: string): Promise<FlashcardSettings> {
  const [row] = await db.select().from(flashcardSettings).where(eq(flashcardSettings.userUuid, userUuid));
  if (!row) return DEFAULT_FLASHCARD_SETTINGS;
  return { desiredRetention: row.desiredRetention, newCardsPerDay: row.newCardsPerDay, maxReviewsPerDay: row.maxReviewsPerDay, parameters: row.parameters ?? null };
}

function fieldError(field: keyof SettingsChange, minimum: number, maximum: number): AppError {
  const message = `Choose a value from ${minimum} to ${maximum}`;
  return new AppError('FormValidationError', { fields: { [field]: [message] }, issues: [{ in: 'body', path: [field], code: 'custom', message, minimum, maximum }], minimum, maximum });
}

export async function updateFlashcardSettings(db: Db, userUuid: string, change: SettingsChange): Promise<FlashcardSettings> {
  const { desiredRetention, newCardsPerDay, maxReviewsPerDay } = change;
  if (desiredRetention !== undefined && !(desiredRetention >= DESIRED_RETENTION_MIN && desiredRetention <= DESIRED_RETENTION_MAX)) throw fieldError('desiredRetention', DESIRED_RETENTION_MIN, DESIRED_RETENTION_MAX);
  if (newCardsPerDay !== undefined && !(Number.isInteger(newCardsPerDay) && newCardsPerDay >= 0 && newCardsPerDay <= NEW_CARDS_PER_DAY_MAX)) throw fieldError('newCardsPerDay', 0, NEW_CARDS_PER_DAY_MAX);
  if (maxReviewsPerDay !== undefined && !(Number.isInteger(maxReviewsPerDay) && maxReviewsPerDay >= 0 && maxReviewsPerDay <= MAX_REVIEWS_PER_DAY_MAX)) throw fieldError('maxReviewsPerDay', 0, MAX_REVIEWS_PER_DAY_MAX);
  const values = Object.fromEntries(Object.entries({ desiredRetention, newCardsPerDay, maxReviewsPerDay }).filter(([, value]) => value !== undefined));
  await db
    .insert(flashcardSettings)
    .values({ userUuid, ...values })
    .onConflictDoUpdate({ target: flashcardSettings.userUuid, set: { ...values, updatedOn: new Date() } });
  return findFlashcardSettings(db, userUuid);
}
