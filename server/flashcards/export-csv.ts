// A set as CSV (RFC 4180, UTF-8 with a BOM so that spreadsheet apps read its accents): a header, then one row per note
// with its front and back as plain text (line breaks kept; a cloze note keeps its {{c1::…}} deletions). Images are not
// in a CSV: the .apkg export carries them. A cell a spreadsheet would run as a formula gets an apostrophe in front
// (csv-formulae.ts), which our import takes off.
import Papa from 'papaparse';
import type { FlashcardNote } from '../../lib/flashcards/card-model';
import { plainTextOf } from '../../lib/flashcards/rich-text';
import { CSV_FORMULA_CELL } from './csv-formulae';

export function writeCsv(notes: readonly Pick<FlashcardNote, 'front' | 'back'>[]): string {
  return `\uFEFF${Papa.unparse({ fields: ['Front', 'Back'], data: notes.map((note) => [plainTextOf(note.front), plainTextOf(note.back)]) }, { newline: '\r\n', quotes: false, escapeFormulae: CSV_FORMULA_CELL })}\r\n`;
}
