// An Anki card's review log (the `revlog` table) as an FSRS memory state: the reviews the learner rated, replayed
// through ts-fsrs from an empty card, as Anki's rslib/src/scheduler/fsrs/params.rs (reviews_for_fsrs) selects them —
// only rated entries (ease 1–4) of learning, review and relearning, and filtered reviews that changed the schedule;
// cramming (a filtered entry without an ease factor) and manual reschedules are left out, and a reset to new (a manual
// entry with ease 0 and interval 0) drops what came before. The default FSRS parameters are used: the import runs in
// the file sandbox without the user's own, and the learner's next reviews refine the state as usual. A card without
// a review log that counts keeps the memory state Anki stores in its row (FSRS on: `data` {"s", "d", "lrt"}, with
// type, due and ivl), as our export writes it too.
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import { stateOfCard } from '../scheduling/card-state';
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
  const state = stateOfCard(card);
  return { ordinal, ...state, due: state.due.toISOString(), lastReview: state.lastReview ? state.lastReview.toISOString() : null };
}

/** A card row's schedule as Anki keeps it: type 1 learning, 2 review, 3 relearning; due in days from the collection's
 *  creation (`crt`, seconds) for a review card, in seconds for a learning one. */
export type AnkiCardSchedule = { type: number; due: number; ivl: number; reps: number; lapses: number; data: string };

/** The FSRS state an Anki card row stores, or null (a new card, or no memory state: FSRS was off). */
export function progressOfCardRow(card: AnkiCardSchedule, collectionCreated: number, ordinal: number): ImportedProgress | null {
  if (card.type < 1 || card.type > 3) return null;
  let data: { s?: unknown; d?: unknown; lrt?: unknown };
  try {
    data = JSON.parse(card.data || '{}') as typeof data;
  } catch {
    return null;
  }
  const stability = Number(data.s);
  const difficulty = Number(data.d);
  if (!(stability > 0) || !(difficulty >= 1 && difficulty <= 10)) return null;
  const dueSeconds = card.type === 2 ? collectionCreated + card.due * 86_400 : card.due;
  const due = new Date(dueSeconds * 1000);
  if (Number.isNaN(due.getTime())) return null;
  const lastReview = typeof data.lrt === 'number' ? new Date(data.lrt * 1000) : null;
  return {
    ordinal,
    due: due.toISOString(),
    stability,
    difficulty,
    elapsedDays: 0,
    scheduledDays: Math.max(0, Math.trunc(card.ivl)),
    learningSteps: 0,
    reps: Math.max(0, Math.trunc(card.reps)),
    lapses: Math.max(0, Math.trunc(card.lapses)),
    state: card.type,
    lastReview: lastReview && !Number.isNaN(lastReview.getTime()) ? lastReview.toISOString() : null,
  };
}
