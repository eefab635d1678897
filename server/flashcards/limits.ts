// Bounds of a flashcard set and of what an import may hold (the server's own limits, not spec numbers).

/** Notes (editor rows, Quizlet lines, CSV rows, Anki notes) one set may hold. */
export const MAX_NOTES_PER_SET = 5000;
/** Characters of one side's rich text. */
export const MAX_SIDE_LENGTH = 10_000;
/** Bytes of one card image. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Media types a card image may have, checked by content (no SVG: served from our origin it could run script). */
export const CARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
