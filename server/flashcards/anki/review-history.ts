// An Anki card's review log (the `revlog` table) as an FSRS memory state: the reviews the learner rated, replayed
// through ts-fsrs from an empty card, as Anki's rslib/src/scheduler/fsrs/params.rs (reviews_for_fsrs) selects them —
// only rated entries (ease 1–4) of learning, review and relearning, and filtered reviews that changed the schedule;
// cramming (a filtered entry without an ease factor) and manual reschedules are left out, and a reset to new (a manual
// entry with ease 0 and interval 0) drops what came before. The default FSRS parameters are used: the import runs in
// the file sandbox without the user's own, and the learner's next reviews refine the state as usual.
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { ImportedProgress } from '../../../lib/flashcards/card-model';

/** A revlog row as the reader selects it. */
export type AnkiReview = { id: number; ease: number; ivl: number; factor: number; type: number };

const LEARNING = 0;
const REVIEW = 1;
const RELEARNING = 2;
const FILTERED = 3;
const MANUAL = 4;

const scheduler = fsrs({ enable_fuzz: false });

/** The reviews FSRS learns from, oldest first: after the last reset to new, rated, no cramming. */
export function reviewsForFsrs(reviews: readonly AnkiReview[]): AnkiReview[] {
  const ordered = [...reviews].sort((a, b) => a.id - b.id);
  const lastReset = ordered.findLastIndex((review) => review.type === MANUAL && review.ease === 0 && review.ivl === 0);
  return ordered.slice(lastReset + 1).filter((review) => {
    if (review.ease < 1 || review.ease > 4) return false;
    if (review.type === FILTERED) return review.factor !== 0;
    return review.type === LEARNING || review.type === REVIEW || review.type === RELEARNING;
  });
}

/** The memory state and due date the reviews lead to, or null when none counts. */
export function progressOfReviews(reviews: readonly AnkiReview[], ordinal: number): ImportedProgress | null {
  const counted = reviewsForFsrs(reviews);
  if (counted.length === 0) return null;
  let card: Card = createEmptyCard(new Date(counted[0]!.id));
  for (const review of counted) card = scheduler.next(card, new Date(review.id), review.ease as Grade).card;
  return {
    ordinal,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}
