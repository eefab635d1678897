// CSV formula injection (security issue 28, Low): a spreadsheet app runs a cell that starts with =, +, -, @, a tab or a
// carriage return as a formula, so our CSV export puts an apostrophe before such a cell (the OWASP escape, which the
// spreadsheet shows as text) and our CSV import takes it off again: a set exported and imported keeps its text.
// Apostrophes already in front of such a cell count as part of it, so that text starting "'=" comes back as it was.

/** A cell that would be a formula, behind any apostrophes; for papaparse's `escapeFormulae`. */
export const CSV_FORMULA_CELL = /^'*[=+\-@\t\r]/;

/** Our export's escape taken off a cell: one apostrophe before what would be a formula; any other cell as it is. */
export function unescapeCsvFormula(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_CELL.test(cell.slice(1)) ? cell.slice(1) : cell;
}
