// The passages retrieval ranks: each page cut into spans of a few sentences within one section (under one heading),
// consecutive spans sharing a sentence so that an answer on a boundary is whole in one of them; every span starts
// with its section's heading line, so that the answer knows what its sentences are about. A passage never
// crosses a page, so its know and page number are those of the page it came from; its text is its units one per line
// (the page's own text, white space collapsed), so that the answer can cut it into the same sentences again.
import type { AiPage } from '../provider';
import { textUnitsOf, type TextUnit } from './text-units';

/** Sentences per passage, and how many the next passage starts back (the overlap). */
const SENTENCES_PER_PASSAGE = 3;
const OVERLAP_SENTENCES = 1;

export type Passage = {
  page: AiPage;
  /** The section's heading, when the page has one above the passage. */
  heading: string;
  /** The passage's headings and sentences, one per line. */
  text: string;
};

/** The sections of a page: a heading (or none, at the top) and the sentences under it. */
function sectionsOf(units: TextUnit[]): { heading: string; sentences: string[] }[] {
  const sections: { heading: string; sentences: string[] }[] = [{ heading: '', sentences: [] }];
  for (const unit of units) {
    if (unit.heading) sections.push({ heading: unit.text, sentences: [] });
    else sections.at(-1)!.sentences.push(unit.text);
  }
  return sections.filter((section) => section.sentences.length > 0);
}

export function passagesOfPage(page: AiPage): Passage[] {
  const passages: Passage[] = [];
  const step = SENTENCES_PER_PASSAGE - OVERLAP_SENTENCES;
  for (const { heading, sentences } of sectionsOf(textUnitsOf(page.text, page.language))) {
    for (let start = 0; start < sentences.length; start += step) {
      const lines = sentences.slice(start, start + SENTENCES_PER_PASSAGE);
      passages.push({ page, heading, text: [...(heading ? [heading] : []), ...lines].join('\n') });
      if (start + SENTENCES_PER_PASSAGE >= sentences.length) break;
    }
  }
  return passages;
}
