// Quizlet's export text, pasted: term and definition separated by a tab, a comma or a custom separator, cards by a
// line end, a semicolon or a custom separator — the choices Quizlet's export offers. Quizlet does not quote fields, so
// a definition may hold the term separator: everything after the first separator is the definition. A field wholly in
// double quotes is read as CSV quoting; when the quotes do not parse as CSV the text is read again without them.
import type { ImportResult } from './import-result';
import { notesFromRecords } from './note-from-fields';
import { splitRecords, type TextRecord } from './text-records';

export type QuizletSeparators = {
  /** 'tab' (Quizlet's default), 'comma', or the custom separator itself. */
  termSeparator?: string;
  /** 'newline' (Quizlet's default), 'semicolon', or the custom separator itself. */
  cardSeparator?: string;
};

const TERM_SEPARATORS: Record<string, string> = { tab: '\t', comma: ',' };
const CARD_SEPARATORS: Record<string, string> = { newline: '\n', semicolon: ';' };

export function parseQuizletText(text: string, { termSeparator = 'tab', cardSeparator = 'newline' }: QuizletSeparators = {}): ImportResult {
  const delimiter = TERM_SEPARATORS[termSeparator] ?? termSeparator;
  const recordSeparator = CARD_SEPARATORS[cardSeparator] ?? cardSeparator;
  let { records } = splitRecords(text, { delimiter, recordSeparator });
  if (records.some((record) => record.quoteError)) records = splitRecords(text, { delimiter, recordSeparator, quotes: false }).records;
  const sides = (record: TextRecord): [string, string] => [record.fields[0] ?? '', record.fields.slice(1).join(delimiter)];
  return notesFromRecords(records, sides);
}
