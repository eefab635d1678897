// Flashcards from the material: one card per defined term (definitions.ts), term on the front, its definition on the
// back, the defining sentence as the source; in document order, at most `maxCards`.
import type { AiFlashcardsInput, AiGeneratedFlashcard } from '../provider';
import { definitionsOf } from './definitions';
import { citationOf } from './material-sentences';

export function flashcards({ pages, maxCards }: AiFlashcardsInput): AiGeneratedFlashcard[] {
  return definitionsOf(pages)
    .slice(0, Math.max(0, maxCards))
    .map(({ term, definition, sentence }) => ({ front: term, back: definition, source: citationOf(sentence) }));
}
