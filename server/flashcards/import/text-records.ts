// Splits pasted text or a CSV file into records of fields with papaparse, for any field separator and any record
// separator (papaparse itself only splits records at line ends: a custom record separator is swapped with the line
// end before parsing and back after). A BOM and Windows or old Mac line ends are accepted; each record carries the
// line it starts on (or, with a custom record separator, its ordinal).
import Papa from 'papaparse';

export type TextRecord = { line: number; fields: string[]; quoteError: boolean };

/** Stands for a line break inside a record while a custom record separator is the line end. */
const LINE_BREAK_STAND_IN = '\uE000';
/** A quote character that never occurs: parsing with quotes off. */
const NO_QUOTE = '\uE001';

export type RecordOptions = {
  /** Field separator; undefined: guessed among comma, tab, semicolon and bar. */
  delimiter?: string;
  /** Record separator; undefined: the line end. */
  recordSeparator?: string;
  quotes?: boolean;
};

const DELIMITERS_TO_GUESS = [',', '\t', ';', '|'];

/**
 * The delimiter of a CSV text, guessed by papaparse on its first non-empty lines: its own guess counts an empty line
 * (a trailing newline) as a row of one field, which pulls the average under two and makes it fall back to a comma —
 * so a German Excel export (semicolons) with a final newline would be read as one column.
 */
function guessDelimiter(input: string): string {
  const sample = input.split('\n').filter((line) => line.trim() !== '').slice(0, 20).join('\n');
  const guessed = Papa.parse<string[]>(sample, { delimitersToGuess: DELIMITERS_TO_GUESS, preview: 20 }).meta.delimiter;
  return DELIMITERS_TO_GUESS.includes(guessed) ? guessed : ',';
}

export function splitRecords(text: string, { delimiter, recordSeparator, quotes = true }: RecordOptions): { records: TextRecord[]; delimiter: string } {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const input = recordSeparator && recordSeparator !== '\n' ? normalized.replaceAll('\n', LINE_BREAK_STAND_IN).split(recordSeparator).join('\n') : normalized;
  const restore = (field: string) => field.replaceAll(LINE_BREAK_STAND_IN, '\n');
  const records: TextRecord[] = [];
  let rowStart = 0;
  let line = 1;
  const detected = delimiter ?? guessDelimiter(input);
  Papa.parse<string[]>(input, {
    delimiter: detected,
    newline: '\n',
    quoteChar: quotes ? '"' : NO_QUOTE,
    escapeChar: quotes ? '"' : NO_QUOTE,
    skipEmptyLines: false,
    step: (results) => {
      const cursor = results.meta.cursor;
      records.push({ line, fields: results.data.map(restore), quoteError: results.errors.some((error) => error.type === 'Quotes') });
      for (let index = rowStart; index < cursor && index < input.length; index++) if (input[index] === '\n') line++;
      rowStart = cursor;
    },
  });
  return { records, delimiter: detected };
}
