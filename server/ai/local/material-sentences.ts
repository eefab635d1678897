// The sentences of the material with where they stand (know, page, section), for the engine's summaries, exams and
// flashcards, page furniture dropped (page-furniture.ts); each sentence is the page's own text (white space
// collapsed), so it can be quoted as it is.
import type { AiCitation, AiPage } from '../provider';
import { withoutFurniture } from './page-furniture';
import { textUnitsOf } from './text-units';

export type MaterialSentence = {
  page: AiPage;
  text: string;
  /** The heading of the section it stands in ('' above the first heading). */
  heading: string;
  /** Position in the material, counting headings too: document order. */
  position: number;
};

export type MaterialHeading = { page: AiPage; text: string; position: number };

export function readMaterial(pages: AiPage[]): { sentences: MaterialSentence[]; headings: MaterialHeading[] } {
  const sentences: MaterialSentence[] = [];
  const headings: MaterialHeading[] = [];
  let position = 0;
  for (const page of withoutFurniture(pages)) {
    let heading = '';
    for (const unit of textUnitsOf(page.text, page.language)) {
      position += 1;
      if (unit.heading) {
        heading = unit.text;
        headings.push({ page, text: unit.text, position });
      } else sentences.push({ page, text: unit.text, heading, position });
    }
  }
  return { sentences, headings };
}

export function citationOf(sentence: { page: AiPage; text: string }): AiCitation {
  return { knowUuid: sentence.page.knowUuid, page: sentence.page.page, quote: sentence.text };
}

/** Words in a sentence, by white space: a cheap length measure. */
export function wordCount(text: string): number {
  return text.split(' ').filter(Boolean).length;
}
