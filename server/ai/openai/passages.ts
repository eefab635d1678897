// The material as the model reads it: numbered passages, each quoted between <passage id="n"> and </passage>, its text
// escaped (&, <, >) so that nothing in a document can close the delimiter or open a new one. The numbers are what the
// model cites ([n]) and what a generated question names as its source; the text stays ours, so every quote we take
// from it occurs in the page.
import type { AiPage } from '../provider';

/** The most material sent in one request (characters of page text over all pages): about 15,000 tokens, which fits
 *  the context of small local models (8k–32k) together with the instructions and the reply. Longer material is cut:
 *  whole pages in their order, the last one shortened; what is cut is not read. */
export const MATERIAL_BUDGET_CHARACTERS = 60_000;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/[\r\n]+/g, ' ');

/** The passages block of the instructions: `<passage id="1" know="…" page="3">…</passage>`, one after another. */
export function quotePassages(passages: readonly AiPage[]): string {
  if (passages.length === 0) return '(No passages: nothing in the material matches.)';
  return passages
    .map((passage, index) => `<passage id="${index + 1}" know="${escapeAttribute(passage.knowTitle)}" page="${passage.page}">\n${escapeText(passage.text)}\n</passage>`)
    .join('\n');
}

/** The pages cut to MATERIAL_BUDGET_CHARACTERS; a shortened page keeps its beginning (its text stays a prefix of the
 *  page, so quotes from it still occur in the page). */
export function pagesWithinBudget(pages: readonly AiPage[], budget = MATERIAL_BUDGET_CHARACTERS): AiPage[] {
  const kept: AiPage[] = [];
  let left = budget;
  for (const page of pages) {
    if (left <= 0) break;
    const text = page.text.trim();
    if (text.length === 0) continue;
    kept.push(text.length <= left ? { ...page, text } : { ...page, text: text.slice(0, left) });
    left -= text.length;
  }
  return kept;
}
