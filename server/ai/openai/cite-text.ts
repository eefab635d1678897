// The citations of a reply whose markers were renumbered (citation-markers.ts): citation k backs marker [k], its quote
// the sentence of the cited passage that best matches the reply's sentences carrying [k]. A marker written after the
// full stop ("… is 42. [1]") belongs to the sentence before it.
import type { AiCitation, AiPage } from '../provider';
import { citationFrom, sentencesOf } from './quote-passage';

const LEADING_MARKERS = /^(?:\[\d+\]\s*)+/;

/** The reply's sentences, markers at the start of a sentence moved to the end of the one before it. */
function claimsOf(text: string, language: string): string[] {
  const claims: string[] = [];
  for (const sentence of sentencesOf(text, language)) {
    const leading = claims.length > 0 ? (LEADING_MARKERS.exec(sentence)?.[0] ?? '') : '';
    if (leading) claims[claims.length - 1] += ` ${leading.trim()}`;
    const rest = sentence.slice(leading.length).trim();
    if (rest) claims.push(rest);
  }
  return claims;
}

export function citationsOf(text: string, passagesInOrder: readonly number[], passages: readonly AiPage[], language: string): AiCitation[] {
  const claims = claimsOf(text, language);
  return passagesInOrder.flatMap((passageNumber, index) => {
    const passage = passages[passageNumber - 1];
    if (!passage) return [];
    const marker = `[${index + 1}]`;
    const claim = claims.filter((sentence) => sentence.includes(marker)).join(' ');
    return [citationFrom(passage, claim)];
  });
}
