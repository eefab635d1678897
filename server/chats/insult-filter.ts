// Masks insults in chat messages (issue 21) with the maintained per-language word lists of `naughty-words`: every
// word of the list found as a whole word (Intl.Segmenter, any script) becomes asterisks, and so does every phrase of
// several words. Languages without a list (Greek, Romanian) use the English one, which children use everywhere.
import naughtyWords from 'naughty-words';

type Lists = Record<string, string[] | undefined>;
type Matcher = { words: Set<string>; phrases: string[] };

const matchers = new Map<string, Matcher>();

function matcherFor(language: string): Matcher {
  const base = language.toLowerCase().split('-')[0]!;
  const cached = matchers.get(base);
  if (cached) return cached;
  const lists: Lists = naughtyWords;
  const entries = [...(lists[base] ?? []), ...(base === 'en' ? [] : (lists.en ?? []))].map((entry) => entry.toLocaleLowerCase(base));
  const matcher = { words: new Set(entries.filter((entry) => !/\s/.test(entry))), phrases: entries.filter((entry) => /\s/.test(entry)) };
  matchers.set(base, matcher);
  return matcher;
}

const mask = (value: string) => '*'.repeat(Array.from(value).length);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with the insults of `language` (and English) masked; everything else unchanged. */
export function maskInsults(text: string, language: string): string {
  const { words, phrases } = matcherFor(language);
  let result = '';
  for (const { segment, isWordLike } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    result += isWordLike && words.has(segment.toLocaleLowerCase(language)) ? mask(segment) : segment;
  }
  for (const phrase of phrases) {
    if (!result.toLocaleLowerCase(language).includes(phrase)) continue;
    result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu'), mask);
  }
  return result;
}
