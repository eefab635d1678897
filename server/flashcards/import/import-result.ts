// What every import answers: the notes it could read, and each line (text, CSV) or note (Anki) it could not, with a
// stable reason code the client translates. Nothing is stored by an import; it is the preview.
import type { FlashcardNote } from '../../../lib/flashcards/card-model';

type ImportProblemReason =
  | 'EMPTY_FRONT'
  | 'EMPTY_BACK'
  | 'UNCLOSED_QUOTE'
  | 'SIDE_TOO_LONG'
  | 'NO_CLOZE_DELETION'
  | 'UNSUPPORTED_NOTE_TYPE'
  | 'MISSING_IMAGE'
  | 'IMAGE_TOO_LARGE'
  | 'MORE_THAN_ONE_IMAGE'
  | 'TOO_MANY_CARDS';

export type ImportProblem = { line: number; reason: ImportProblemReason } | { note: number; reason: ImportProblemReason; noteType?: string };

export type ImportResult = { cards: FlashcardNote[]; problems: ImportProblem[] };
