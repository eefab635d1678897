// The flashcards' limits, periods and thresholds that the server applies and the pages state ("A card image may be at
// most {{maxMb}} MB", "Reviews due in the next {{count}} days"): one value each, read by both. They are the server's own
// limits, not spec numbers.

/** Notes (editor rows, Quizlet lines, CSV rows, Anki notes) one set may hold. */
export const MAX_NOTES_PER_SET = 5000;
/** Characters of one side's rich text. */
export const MAX_SIDE_LENGTH = 10_000;
/** Bytes of one card image. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Bytes of one card sound or video (issue 31): a minute of speech is under 1 MB as MP3; a short clip fits. */
export const MAX_CARD_MEDIA_BYTES = 16 * 1024 * 1024;
/** Media types a card image may have, checked by content (no SVG: served from our origin it could run script). */
export const CARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
/** Characters of a custom separator of a pasted Quizlet export. */
export const MAX_CUSTOM_SEPARATOR_LENGTH = 10;
/** Bytes in a megabyte, as the limits are stated (1 MB = 1024 × 1024 bytes). */
export const BYTES_PER_MB = 1024 * 1024;

/** The workload forecast covers this many days, today first (GET flashcards/forecast; the settings' chart title). */
export const FLASHCARD_FORECAST_DAYS = 30;

/** FSRS parameters are fitted to a user's own reviews once they have this many, and again at each further multiple. */
export const MIN_REVIEWS_FOR_OPTIMIZING = 400;
