// A citation's quote is taken from our own text, never from the model: the sentence of the cited passage that shares
// the most words with the claim that cites it. So it always occurs in the page (verifyCitations checks it again), and
// it is the sentence that backs the claim rather than whatever the passage begins with.
import type { AiCitation, AiPage } from '../provider';

/** The longest quote: a longer sentence is cut at a word boundary (still a verbatim part of the page). */
const QUOTE_MAX_CHARACTERS = 300;

function segmenter(language: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  try {
    return new Intl.Segmenter(language, { granularity });
  } catch {
    return new Intl.Segmenter(undefined, { granularity }); // not a well-formed tag: the default rules still segment
  }
}

export function sentencesOf(text: string, language: string): string[] {
  return [...segmenter(language, 'sentence').segment(text)].map((part) => part.segment.trim()).filter((sentence) => sentence.length > 0);
}

function wordsOf(text: string, language: string): Set<string> {
  const words = new Set<string>();
  for (const part of segmenter(language, 'word').segment(text)) {
    if (part.isWordLike) words.add(part.segment.toLocaleLowerCase(language));
  }
  return words;
}

function shortened(sentence: string): string {
  if (sentence.length <= QUOTE_MAX_CHARACTERS) return sentence;
  const cut = sentence.slice(0, QUOTE_MAX_CHARACTERS);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > QUOTE_MAX_CHARACTERS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** A sentence worth quoting: a list marker ("1.") or a lone symbol the segmenter cut off proves nothing (and
 *  verifyCitations refuses quotes that short). */
const quotable = (sentence: string) => sentence.length >= 3 && /\p{L}{2}/u.test(sentence);

/** The sentences of a passage, line by line: a retrieval passage repeats its section's heading on its first line, which
 *  on the page stands apart from the later sentences, so no quote may run from one line into the next. */
function quotableSentencesOf(text: string, language: string): string[] {
  return text.split('\n').flatMap((line) => sentencesOf(line, language)).filter(quotable);
}

/** The sentence of `passage` that best backs `claim` (the first one when none shares a word), as a citation. */
export function citationFrom(passage: AiPage, claim: string): AiCitation {
  const claimWords = wordsOf(claim, passage.language);
  let best = '';
  let bestScore = -1;
  for (const sentence of quotableSentencesOf(passage.text, passage.language)) {
    let score = 0;
    for (const word of wordsOf(sentence, passage.language)) if (claimWords.has(word)) score += 1;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return { knowUuid: passage.knowUuid, page: passage.page, quote: shortened(best) };
}
