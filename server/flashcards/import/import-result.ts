// What every import answers: the notes it could read, and the lines (text, CSV) or notes (Anki) it could not, grouped
// by a stable reason code the client translates — each reason with its count and the first few lines or notes, so the
// answer stays small however many problems the input has. An Anki package's images come once each, by content hash:
// a note's frontImage/backImage names one of `images`. Nothing is stored by the parser; the result is plain data
// (structured-clone serializable: it may cross into and out of a sandbox process).
import type { IMPORT_PROBLEM_REASONS } from '../../../lib/contracts/flashcards';
import type { FlashcardNote } from '../../../lib/flashcards/card-model';

export type ImportProblemReason = (typeof IMPORT_PROBLEM_REASONS)[number];

/** Where a problem is: a line of a text or CSV file, or an Anki note's ordinal with its note type's name. */
export type ImportProblemPlace = { line: number } | { note: number; noteType?: string };

export type ImportProblemGroup = { reason: ImportProblemReason; count: number; examples: ImportProblemPlace[] };

/** A checked card image of an import: `name` is `<sha256 of the bytes>.<extension>`, the name the notes refer to. */
export type ImportImage = { name: string; mediaType: string; data: Uint8Array };

export type ImportResult = { cards: FlashcardNote[]; problems: ImportProblemGroup[]; images?: ImportImage[] };
