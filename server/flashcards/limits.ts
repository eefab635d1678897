// Bounds of a flashcard set and of what an import may hold (the server's own limits, not spec numbers). A set's and a
// card's bounds are in config/flashcards.ts, where the editor and the texts that state them read them too.
export { CARD_IMAGE_TYPES, MAX_CARD_MEDIA_BYTES, MAX_IMAGE_BYTES, MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from '../../config/flashcards';

// Caps of an Anki package (.apkg), checked before the work they bound (server/flashcards/anki/): declared sizes before
// inflating, frame headers before zstd, row counts before reading rows. The import runs in the file sandbox
// (config/file-sandbox.ts 'flashcards.apkg'), whose memory and time bounds stop whatever these miss; the caps make the
// common bombs fail fast, with a reason the student can read.

/** Rows of `notes` an import reads: ten sets' worth, so that a deck over MAX_NOTES_PER_SET still gets its preview (the
 *  first 5,000 cards and "the rest was left out"); the largest shared decks we know (languages) hold about 30,000. */
export const APKG_MAX_NOTES = 50_000;
/** Rows of `cards`: a cloze note has one card per gap, so four per note on average is generous. */
export const APKG_MAX_CARDS = 4 * APKG_MAX_NOTES;
/** Note types (each with its fields and templates): a real collection has tens; Anki's own limit is far below this. */
export const APKG_MAX_NOTE_TYPES = 1_000;
/** Bytes of the SQLite collection once decompressed: 50,000 notes of long text take about 60 MB, and sql.js holds the
 *  file twice in memory (our copy and its own), within the sandbox's 768 MB. */
export const APKG_MAX_COLLECTION_BYTES = 128 * 1024 * 1024;
/** Media files an import reads: two images per side of MAX_NOTES_PER_SET notes, and room for sounds we skip. */
export const APKG_MAX_MEDIA_ENTRIES = 20_000;
/** Bytes of all media files together once decompressed: what the largest upload (50 MB of mostly incompressible
 *  pictures) can honestly hold, with room for sounds; a few-MB upload declaring gigabytes is refused unread. */
export const APKG_MAX_MEDIA_BYTES = 192 * 1024 * 1024;
/** Bytes of one media file once decompressed: a card image over MAX_IMAGE_BYTES and a sound or video over
 *  MAX_CARD_MEDIA_BYTES are reported, not kept; this only bounds what is inflated to find that out. */
export const APKG_MAX_MEDIA_FILE_BYTES = 64 * 1024 * 1024;
/** Rows of `revlog` an import reads (a deck exported with its scheduling): fifty reviews for each of 10,000 cards, years
 *  of daily study; each is a few numbers, replayed once through FSRS. */
export const APKG_MAX_REVIEWS = 500_000;
/** Import previews one user may ask for, per hour and per day: every change of a CSV file's column mapping is one, so a
 *  student trying mappings stays far below; a script feeding archives to the sandbox does not. */
export const FLASHCARD_IMPORT_QUOTA = { perHour: 60, perDay: 200 } as const;
