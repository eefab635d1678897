// The flashcards' periods and thresholds that the server applies and the pages state ("Reviews due in the next
// {{count}} days", "until you have {{count}} reviews"): one value each, read by both.

/** The workload forecast covers this many days, today first (GET flashcards/forecast; the settings' chart title). */
export const FLASHCARD_FORECAST_DAYS = 30;

/** FSRS parameters are fitted to a user's own reviews once they have this many, and again at each further multiple. */
export const MIN_REVIEWS_FOR_OPTIMIZING = 400;
