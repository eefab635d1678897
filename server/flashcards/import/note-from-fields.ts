// One imported text record as a note: plain text to rich text, cloze deletions recognised, empty sides and sides
// over the length limit reported as the problem of that line.
import { normalizeNote, type FlashcardNote } from '../../../lib/flashcards/card-model';
import { richTextFromPlainText } from '../../../lib/flashcards/rich-text';
import { MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from '../limits';
import type { ImportProblem, ImportResult } from './import-result';
import type { TextRecord } from './text-records';

/** The note of a record's front and back text, or the reason it cannot be one; blank records are neither. */
function noteFromTexts(frontText: string, backText: string): FlashcardNote | ImportProblem['reason'] | null {
  if (frontText.trim() === '' && backText.trim() === '') return null;
  const note = normalizeNote({ kind: 'basic', front: richTextFromPlainText(frontText), back: richTextFromPlainText(backText), frontImage: null, backImage: null });
  if (note.front === '') return 'EMPTY_FRONT';
  if (note.back === '' && note.kind !== 'cloze') return 'EMPTY_BACK';
  if (note.front.length > MAX_SIDE_LENGTH || note.back.length > MAX_SIDE_LENGTH) return 'SIDE_TOO_LONG';
  return note;
}

/** Notes from records, given how to read a record's front and back. */
export function notesFromRecords(records: readonly TextRecord[], sidesOf: (record: TextRecord) => [string, string]): ImportResult {
  const result: ImportResult = { cards: [], problems: [] };
  for (const record of records) {
    if (record.quoteError) {
      result.problems.push({ line: record.line, reason: 'UNCLOSED_QUOTE' });
      continue;
    }
    const note = noteFromTexts(...sidesOf(record));
    if (note === null) continue;
    if (typeof note === 'string') result.problems.push({ line: record.line, reason: note });
    else if (result.cards.length >= MAX_NOTES_PER_SET) result.problems.push({ line: record.line, reason: 'TOO_MANY_CARDS' });
    else result.cards.push(note);
  }
  return result;
}
