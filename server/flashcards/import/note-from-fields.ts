// One imported text record as a note: plain text to rich text, cloze deletions recognised, empty sides and sides
// over the length limit reported as the problem of that line (grouped by reason, see problem-collector.ts).
import { normalizeNote, type FlashcardNote } from '../../../lib/flashcards/card-model';
import { richTextFromPlainText } from '../../../lib/flashcards/rich-text';
import { MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from '../limits';
import type { ImportProblemReason, ImportResult } from './import-result';
import { problemCollector } from './problem-collector';
import type { TextRecord } from './text-records';

/** The note of a record's front and back text, or the reason it cannot be one; blank records are neither. */
function noteFromTexts(frontText: string, backText: string): FlashcardNote | ImportProblemReason | null {
  if (frontText.trim() === '' && backText.trim() === '') return null;
  const note = normalizeNote({ kind: 'basic', front: richTextFromPlainText(frontText), back: richTextFromPlainText(backText), frontImage: null, backImage: null });
  if (note.front === '') return 'EMPTY_FRONT';
  if (note.back === '' && note.kind !== 'cloze') return 'EMPTY_BACK';
  if (note.front.length > MAX_SIDE_LENGTH || note.back.length > MAX_SIDE_LENGTH) return 'SIDE_TOO_LONG';
  return note;
}

/** Notes from records, given how to read a record's front and back. */
export function notesFromRecords(records: readonly TextRecord[], sidesOf: (record: TextRecord) => [string, string]): ImportResult {
  const cards: FlashcardNote[] = [];
  const problems = problemCollector();
  for (const record of records) {
    if (record.quoteError) {
      problems.add('UNCLOSED_QUOTE', { line: record.line });
      continue;
    }
    const note = noteFromTexts(...sidesOf(record));
    if (note === null) continue;
    if (typeof note === 'string') problems.add(note, { line: record.line });
    else if (cards.length >= MAX_NOTES_PER_SET) problems.add('TOO_MANY_CARDS', { line: record.line });
    else cards.push(note);
  }
  return { cards, problems: problems.groups() };
}
