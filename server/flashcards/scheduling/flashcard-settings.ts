// A user's study settings (issue 17): desired retention 0.70–0.97 (default 0.90, FSRS's and Anki's default), how many
// new cards a day and how many reviews a day at most, and FSRS parameters fitted from their own reviews (null: the
// defaults).

export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;

export type FlashcardSettings = {
  desiredRetention: number;
  newCardsPerDay: number;
  maxReviewsPerDay: number;
  /** FSRS weights fitted by the optimizer, kept only when they predicted the user's held-out reviews better. */
  parameters: readonly number[] | null;
};

export const DEFAULT_FLASHCARD_SETTINGS: FlashcardSettings = { desiredRetention: 0.9, newCardsPerDay: 20, maxReviewsPerDay: 200, parameters: null };

/** Bounds of the per-day numbers a user may choose. */
export const NEW_CARDS_PER_DAY_MAX = 9999;
export const MAX_REVIEWS_PER_DAY_MAX = 9999;
