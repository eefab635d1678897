// A CSV or TSV file of cards: the separator is a tab for .tsv and guessed otherwise (comma, tab, semicolon, bar); a
// first row made of column names (front/back, term/definition, question/answer, in the product's languages) is a
// header, and names the columns; the front and back columns can be chosen (0-based), else they are the named ones or
// the first two. Each row that cannot be read is a problem of its line. The apostrophe our export puts before a
// formula-like cell is taken off (csv-formulae.ts).
import { normalizeAnswer } from '../../../lib/flashcards/lenient-grading';
import type { ImportResult } from './import-result';
import { unescapeCsvFormula } from '../csv-formulae';
import { notesFromRecords } from './note-from-fields';
import { splitRecords } from './text-records';

export type CsvColumnMapping = { front: number; back: number };

export type CsvImportResult = ImportResult & {
  /** The column names (the header's, or "1", "2", …), so that the client can offer the mapping. */
  columns: string[];
  hasHeader: boolean;
  mapping: CsvColumnMapping;
};

const FRONT_NAMES = [
  'front', 'term', 'question', 'word', 'prompt', 'vorderseite', 'begriff', 'frage', 'wort', 'recto', 'terme', 'mot',
  'pregunta', 'termino', 'palabra', 'domanda', 'termine', 'parola', 'pergunta', 'termo', 'palavra', 'soru', 'terim',
  'kelime', 'pytanie', 'pojecie', 'slowo', 'intrebare', 'termen', 'otazka', 'pojem', 'ερωτηση', 'ορος', 'tanong',
];
const BACK_NAMES = [
  'back', 'definition', 'answer', 'meaning', 'translation', 'ruckseite', 'antwort', 'bedeutung', 'ubersetzung',
  'verso', 'reponse', 'traduction', 'respuesta', 'definicion', 'traduccion', 'risposta', 'definizione', 'traduzione',
  'resposta', 'definicao', 'traducao', 'cevap', 'tanim', 'ceviri', 'odpowiedz', 'definicja', 'tlumaczenie', 'raspuns',
  'definitie', 'traducere', 'odpoved', 'definice', 'preklad', 'απαντηση', 'ορισμος', 'sagot', 'kahulugan',
];
const OTHER_NAMES = ['tags', 'tag', 'notes', 'note', 'image', 'hint', 'example', 'deck', 'id'];

function headerRole(cell: string): 'front' | 'back' | 'other' | null {
  const name = normalizeAnswer(cell);
  if (FRONT_NAMES.includes(name)) return 'front';
  if (BACK_NAMES.includes(name)) return 'back';
  return OTHER_NAMES.includes(name) ? 'other' : null;
}

export function parseCsvFile(text: string, { fileName = '', mapping }: { fileName?: string; mapping?: CsvColumnMapping } = {}): CsvImportResult {
  const { records } = splitRecords(text, { delimiter: fileName.toLowerCase().endsWith('.tsv') ? '\t' : undefined });
  const first = records.find((record) => record.fields.some((field) => field.trim() !== ''));
  const roles = first?.fields.map(headerRole) ?? [];
  const hasHeader = roles.includes('front') || roles.includes('back');
  const width = Math.max(2, ...records.map((record) => record.fields.length));
  const columns = hasHeader && first ? first.fields.map((field) => field.trim()) : Array.from({ length: width }, (_, index) => String(index + 1));
  const named = { front: roles.indexOf('front'), back: roles.indexOf('back') };
  const chosen: CsvColumnMapping = mapping ?? {
    front: named.front >= 0 ? named.front : named.back === 0 ? 1 : 0,
    back: named.back >= 0 ? named.back : named.front === 1 ? 0 : 1,
  };
  const rows = hasHeader ? records.filter((record) => record !== first) : records;
  const result = notesFromRecords(rows, (record) => [unescapeCsvFormula(record.fields[chosen.front] ?? ''), unescapeCsvFormula(record.fields[chosen.back] ?? '')]);
  return { ...result, columns, hasHeader, mapping: chosen };
}
