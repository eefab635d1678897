// The local engine's answer to a question: the sentences of the retrieved passages that hold most of the question's
// terms, quoted as they stand, each followed by its citation number. It writes nothing of its own beyond the fixed
// phrases (engine-phrases.ts): an instruction inside a document ("ignore your rules…") is at most quoted, never obeyed.
import type { AiCitation, AiPassage } from '../provider';
import { textUnitsOf } from './text-units';
import { termsOf } from './text-analysis';

/** Most sentences quoted in one answer. */
const MAX_QUOTES = 3;
/** A sentence is quoted when it holds at least this share of the best sentence's question terms. */
const MIN_SHARE_OF_BEST = 0.5;
/** A sentence shorter than this (a label, a formula fragment) is not quoted alone. */
const MIN_QUOTE_WORDS = 3;
/** A question term of this length or more also matches longer words of the material that start with it. */
const PREFIX_MIN_LENGTH = 5;

type Candidate = { citation: AiCitation; held: number; rank: number };

/** The citations to quote for a question, best first: empty only when there are no passages. */
export function chooseQuotes(question: string, passages: AiPassage[]): AiCitation[] {
  const candidates: Candidate[] = [];
  passages.forEach((passage, rank) => {
    const asked = new Set(termsOf(question, passage.language));
    for (const unit of textUnitsOf(passage.text, passage.language)) {
      if (unit.heading || unit.text.split(' ').length < MIN_QUOTE_WORDS) continue;
      const terms = termsOf(unit.text, passage.language);
      const held = [...asked].filter((term) => terms.some((candidate) => candidate === term || (term.length >= PREFIX_MIN_LENGTH && candidate.startsWith(term)))).length;
      candidates.push({ citation: { knowUuid: passage.knowUuid, page: passage.page, quote: unit.text }, held, rank });
    }
  });
  if (candidates.length === 0) return [];
  const best = Math.max(...candidates.map(({ held }) => held));
  // Nothing in the passages holds a question term: quote the top passage's first sentence rather than nothing.
  if (best === 0) return [candidates[0]!.citation];
  const quotes = new Map<string, AiCitation>();
  for (const { citation, held } of [...candidates].sort((a, b) => b.held - a.held || a.rank - b.rank)) {
    if (held < best * MIN_SHARE_OF_BEST || quotes.size === MAX_QUOTES) break;
    // Overlapping passages hold the same sentence: quote it once.
    if (!quotes.has(citation.quote)) quotes.set(citation.quote, citation);
  }
  return [...quotes.values()];
}
