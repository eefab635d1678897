// The shape of a demo flashcard set: a know filed like the other demo knows (demo-knows/types.ts), made of notes
// instead of pages. The seed creates it as a user would, through createFlashcardKnow, and publishes it.
import type { FlashcardNote } from '../../../../lib/flashcards/card-model';
import type { DemoKnow } from '../demo-knows/types';

export type DemoFlashcardSet = Omit<DemoKnow, 'pages' | 'knowledge'> & {
  /** "{area}/{domain}/{item}" of the knowledge tree, only where an item fits the set (a vocabulary set has none). */
  knowledge?: string;
  /** 12 to 25 notes; front and back in the flashcard rich text (b, i, u, br, ul/ol/li, p). */
  notes: FlashcardNote[];
};

const note = (kind: FlashcardNote['kind'], front: string, back: string): FlashcardNote => ({ kind, front, back, frontImage: null, backImage: null });

/** A question and its answer: one card. */
export const basic = (front: string, back: string) => note('basic', front, back);
/** A word and its translation: two cards, one each way. */
export const reversed = (front: string, back: string) => note('reversed', front, back);
/** A text with {{c1::…}} deletions, one card per cloze number, and an optional extra shown after answering. */
export const cloze = (text: string, extra = '') => note('cloze', text, extra);
