// What a typed search query is made of, before the database sees it: its words (lower-cased letters, as the
// suggestion words of search_terms are stored) and whether its last word is still being typed (then it is also
// matched as a prefix and may be completed).

/** Suggestion words are this long (server/search/index-know.ts keeps the same bounds). */
const WORD_MIN_LENGTH = 3;
const WORD_MAX_LENGTH = 40;
/** Only this many words of a query are checked for typos and exactness. */
export const MAX_CHECKED_WORDS = 6;

export type ParsedSearchQuery = {
  /** The query as sent, trimmed; what websearch_to_tsquery reads. */
  text: string;
  /** Its words: runs of letters (and combining marks), lower-cased, in order. */
  words: string[];
  /** The last word when the (trimmed) query ends in it (no quote or digit after it), it has at least three letters
   *  and is not negated: it is matched as a prefix too ("Photosyn" finds "Photosynthese") and may be completed. */
  partialWord: string | null;
  /** The query without its partial word (for websearch_to_tsquery), or the whole text when there is none. */
  textBeforePartialWord: string;
};

const WORD = /[\p{L}\p{M}]+/gu;

export function searchWordsOf(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(WORD) ?? []);
}

/** A word that may stand in search_terms: 3 to 40 letters. */
export function isTermWord(word: string): boolean {
  const length = [...word].length;
  return length >= WORD_MIN_LENGTH && length <= WORD_MAX_LENGTH;
}

export function parseSearchQuery(raw: string): ParsedSearchQuery {
  const text = raw.normalize('NFC').trim();
  const words = searchWordsOf(text);
  const last = /(^|[^\p{L}\p{M}\p{N}])([\p{L}\p{M}]+)$/u.exec(text);
  const quoteCount = (text.match(/"/g) ?? []).length;
  const partial = last?.[2]?.toLowerCase() ?? null;
  const negated = last?.[1] === '-' && (last.index === 0 || /\s/.test(text[last.index - 1] ?? ' '));
  const isOperator = partial === 'or' && words.length > 1;
  if (!last || !partial || !isTermWord(partial) || quoteCount % 2 === 1 || negated || isOperator) {
    return { text, words, partialWord: null, textBeforePartialWord: text };
  }
  return { text, words, partialWord: partial, textBeforePartialWord: text.slice(0, last.index + last[1]!.length).trim() };
}

/** The query with one of its words replaced (a correction) — the suggestion's text, in lower-case words. */
export function replaceWord(words: readonly string[], index: number, replacement: string): string {
  return words.map((word, i) => (i === index ? replacement : word)).join(' ');
}
