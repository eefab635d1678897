// The words of a search as the know page uses them (spec §2 /knows/{id}?query: the search that led there): to mark
// them in the page text shown and to find the first page that holds them. Matching forgives case and accents
// ("revolution" marks "Révolution") and word endings the way a stemmer would ("Zelle" marks "Zellen", "Pflanzen"
// marks "Pflanze"). Client- and server-safe: no dependencies.
import { SEARCH_LIMITS } from '../contracts/search-limits';

/** At most this many words of a query are marked. */
const MAX_WORDS = 8;
/** Shorter words ("a", "é") are not marked: they would light up half the page. */
const MIN_WORD_LENGTH = 2;
/** A text word shorter than the query word still matches when it is at least this long and lacks at most 2 letters. */
const STEM_MIN_LENGTH = 4;
const STEM_MAX_MISSING = 2;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: "Révolution" → "revolution". Same length as its input for the scripts we serve. */
const foldWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The distinct folded words of a search query worth marking. */
export function searchWordsOf(query: string | string[] | undefined): string[] {
  const text = (Array.isArray(query) ? query[0] : query)?.slice(0, SEARCH_LIMITS.queryMaxLength) ?? '';
  const words = [...text.matchAll(WORD)].map(([word]) => foldWord(word)).filter((word) => word.length >= MIN_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const matchesWord = (token: string, word: string) =>
  token.startsWith(word) || (word.startsWith(token) && token.length >= STEM_MIN_LENGTH && word.length - token.length <= STEM_MAX_MISSING);

export type TextRun = { text: string; match: boolean };

/** The text cut into runs, the words of the search marked (`match`); one unmarked run when nothing matches. */
export function markSearchWords(text: string, words: readonly string[]): TextRun[] {
  if (words.length === 0) return [{ text, match: false }];
  const runs: TextRun[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const start = found.index;
    if (!words.some((word) => matchesWord(foldWord(found[0]), word))) continue;
    if (start > last) runs.push({ text: text.slice(last, start), match: false });
    runs.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), match: false });
  return runs;
}

/** How many of the words the text holds. */
function searchWordsFound(text: string, words: readonly string[]): number {
  const tokens = new Set([...text.matchAll(WORD)].map(([token]) => foldWord(token)));
  return words.filter((word) => [...tokens].some((token) => matchesWord(token, word))).length;
}

/** The first page holding every word, else the first holding the most of them; null when none holds any. */
export function firstPageWithWords(pages: readonly { number: number; text: string }[], words: readonly string[]): number | null {
  let best: { number: number; found: number } | null = null;
  for (const page of [...pages].sort((a, b) => a.number - b.number)) {
    const found = searchWordsFound(page.text, words);
    if (found === words.length && found > 0) return page.number;
    if (found > 0 && (!best || found > best.found)) best = { number: page.number, found };
  }
  return best?.number ?? null;
}
