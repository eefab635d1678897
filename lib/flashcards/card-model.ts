// A flashcard note as the editor and the imports produce it, and the study cards it makes: a basic note one card, a
// reversed note two (front → back and back → front), a cloze note one per cloze number. `front` and `back` are rich
// text (rich-text.ts); for a cloze note `front` is the text with its deletions and `back` the optional extra shown
// after answering. An image per side is a URL (or, in an import preview, a data: URL).
import { clozeNumbers, renderCloze } from './cloze';
import { sanitizeRichText } from './rich-text';

export type FlashcardKind = 'basic' | 'reversed' | 'cloze';

/** A study card's FSRS memory state brought from elsewhere (an Anki package's review log, issue 31): which card of
 *  the note (its ordinal), and ts-fsrs's Card fields with dates as ISO strings. */
export type ImportedProgress = {
  ordinal: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: string | null;
};

export type FlashcardNote = {
  kind: FlashcardKind;
  front: string;
  back: string;
  frontImage: string | null;
  backImage: string | null;
  /** Only from an import that carries a review history; kept on a new set when the learner chooses to. */
  progress?: ImportedProgress[];
};

export type CardFaces = { front: string; back: string; frontImage: string | null; backImage: string | null };

/** The ordinals of the note's study cards: 1 (basic), 1 and 2 (reversed), the cloze numbers (cloze). */
export function cardOrdinals(note: Pick<FlashcardNote, 'kind' | 'front'>): number[] {
  if (note.kind === 'cloze') return clozeNumbers(note.front);
  return note.kind === 'reversed' ? [1, 2] : [1];
}

/** What study card `ordinal` of the note shows on each side. */
export function renderCard(note: FlashcardNote, ordinal: number): CardFaces {
  if (note.kind === 'cloze') {
    const answered = renderCloze(note.front, ordinal, 'back');
    return {
      front: renderCloze(note.front, ordinal, 'front'),
      back: note.back ? `${answered}<br>${note.back}` : answered,
      frontImage: note.frontImage,
      backImage: note.backImage,
    };
  }
  if (note.kind === 'reversed' && ordinal === 2) return { front: note.back, back: note.front, frontImage: note.backImage, backImage: note.frontImage };
  return { front: note.front, back: note.back, frontImage: note.frontImage, backImage: note.backImage };
}

/** The note with its text sanitized; a basic note that holds cloze deletions becomes a cloze note. */
export function normalizeNote(note: FlashcardNote): FlashcardNote {
  const front = sanitizeRichText(note.front);
  const back = sanitizeRichText(note.back);
  const kind = note.kind !== 'cloze' && clozeNumbers(front).length > 0 ? 'cloze' : note.kind;
  return { kind, front, back, frontImage: note.frontImage, backImage: note.backImage, ...(note.progress?.length ? { progress: note.progress } : {}) };
}
