// Extractive summaries for the local engine: the material's most central sentences by TextRank (text-rank.ts), in
// document order under the document's own headings, each with a numbered citation. Three lengths, a share of the
// material's sentences within bounds, so that a longer summary always holds more (short ⊂ medium ⊂ long, as each
// takes the top of the same ranking).
import type { AiCitation, AiSummary, AiSummaryInput, AiSummaryLength } from '../provider';
import { enginePhrases } from './engine-phrases';
import { citationOf, readMaterial, wordCount } from './material-sentences';
import { termsOf } from './text-analysis';
import { textRank } from './text-rank';

/** Share of the sentences, and the least and most sentences, per length. */
const LENGTHS: Record<AiSummaryLength, { share: number; min: number; max: number }> = {
  short: { share: 0.1, min: 2, max: 8 },
  medium: { share: 0.25, min: 4, max: 20 },
  long: { share: 0.45, min: 7, max: 40 },
};
/** A sentence shorter than this (a formula line, a label) is not summary material. */
const MIN_SENTENCE_WORDS = 4;

function sentenceCount(length: AiSummaryLength, available: number): number {
  const { share, min, max } = LENGTHS[length];
  return Math.min(available, Math.max(min, Math.min(max, Math.round(share * available))));
}

export function summarize({ pages, length, language }: AiSummaryInput): AiSummary {
  const { sentences: all, headings } = readMaterial(pages);
  const sentences = all.filter((sentence) => wordCount(sentence.text) >= MIN_SENTENCE_WORDS);
  if (sentences.length === 0) return { summary: enginePhrases(language).nothingToSummarize, citations: [] };
  const scores = textRank(sentences.map((sentence) => termsOf(sentence.text, sentence.page.language)));
  const chosen = sentences
    .map((sentence, index) => ({ sentence, score: scores[index]! }))
    .sort((a, b) => b.score - a.score || a.sentence.position - b.sentence.position)
    .slice(0, sentenceCount(length, sentences.length))
    .map(({ sentence }) => sentence);

  const knowCount = new Set(pages.map((page) => page.knowUuid)).size;
  const lines = [
    ...chosen.map((sentence) => ({ position: sentence.position, page: sentence.page, heading: false, text: sentence.text, sentence })),
    ...headings.map((heading) => ({ ...heading, heading: true, sentence: null })),
  ].sort((a, b) => a.position - b.position);
  const citations: AiCitation[] = [];
  const out: string[] = [];
  let know = '';
  for (const line of lines) {
    if (knowCount > 1 && line.page.knowUuid !== know) {
      know = line.page.knowUuid;
      out.push(`# ${line.page.knowTitle}`);
    }
    if (line.sentence) {
      citations.push(citationOf(line.sentence));
      out.push(`${line.text} [${citations.length}]`);
    } else out.push(`## ${line.text}`);
  }
  return { summary: out.join('\n'), citations };
}
