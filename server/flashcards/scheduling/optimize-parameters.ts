// Fits a user's FSRS parameters to their own review log with @open-spaced-repetition/binding (fsrs-rs) once they have
// MIN_REVIEWS_FOR_OPTIMIZING (400) reviews or more, and keeps the fit only when it predicts reviews it was not fitted on better than the defaults:
// the latest 20 % of the reviews are held out, the fit is made on the earlier ones, and the log loss of both
// parameter sets is measured on the held-out reviews that come a day or more after the card's previous one — each
// predicted by ts-fsrs from the card's whole history before it. Holding out the latest reviews judges the fit as it
// will be used: on reviews to come. (The binding's own evaluate() drops rare first-review groups and fails on small
// sets, so the log loss is measured here, the same way for both parameter sets.)
import type * as BindingModule from '@open-spaced-repetition/binding';
import { default_w, FSRSAlgorithm, type FSRSState, type Grade } from 'ts-fsrs';
import { MIN_REVIEWS_FOR_OPTIMIZING } from '../../../config/flashcards';

/** Share of the reviews, the latest, held out of the fit to judge it. */
const HELD_OUT_SHARE = 0.2;

export type LoggedReview = { cardUuid: string; rating: Grade; reviewedAt: Date };

export type OptimizerOutcome =
  | { status: 'too-few-reviews'; reviews: number }
  | { status: 'kept' | 'discarded'; reviews: number; parameters: number[]; logLoss: { fitted: number; defaults: number } };

type Binding = typeof BindingModule;
type Item = InstanceType<Binding['FSRSBindingItem']>;

/** Whole days between two reviews, as FSRS counts them (calendar days in UTC). */
const daysBetween = (earlier: Date, later: Date) => Math.floor(later.getTime() / 86_400_000) - Math.floor(earlier.getTime() / 86_400_000);

function historiesOf(reviews: readonly LoggedReview[]): LoggedReview[][] {
  const byCard = new Map<string, LoggedReview[]>();
  for (const review of reviews) byCard.set(review.cardUuid, [...(byCard.get(review.cardUuid) ?? []), review]);
  return [...byCard.values()].map((history) => history.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime()));
}

/** The binding's training items: one per review after a card's first and before the cutoff, with its history. */
function trainingItems(binding: Binding, histories: readonly LoggedReview[][], cutoff: number): Item[] {
  const items: Item[] = [];
  for (const history of histories) {
    const steps = history.map((review, index) => new binding.FSRSBindingReview(review.rating, index === 0 ? 0 : daysBetween(history[index - 1]!.reviewedAt, review.reviewedAt)));
    for (let end = 2; end <= steps.length && history[end - 1]!.reviewedAt.getTime() < cutoff; end++) {
      const item = new binding.FSRSBindingItem(steps.slice(0, end));
      if (item.longTermReviewCnt() > 0) items.push(item);
    }
  }
  return items;
}

/** Mean log loss of the parameters' recall predictions for the long-term reviews at or after the cutoff. */
function heldOutLogLoss(parameters: readonly number[], histories: readonly LoggedReview[][], cutoff: number): number {
  const fsrs = new FSRSAlgorithm({ w: parameters });
  let loss = 0;
  let count = 0;
  for (const history of histories) {
    let memory: FSRSState | null = null;
    history.forEach((review, index) => {
      const elapsed = index === 0 ? 0 : daysBetween(history[index - 1]!.reviewedAt, review.reviewedAt);
      if (memory && elapsed >= 1 && review.reviewedAt.getTime() >= cutoff) {
        const recall = Math.min(Math.max(fsrs.forgetting_curve(elapsed, memory.stability), 1e-6), 1 - 1e-6);
        loss -= review.rating > 1 ? Math.log(recall) : Math.log(1 - recall);
        count += 1;
      }
      memory = fsrs.next_state(memory, elapsed, review.rating);
    });
  }
  return count === 0 ? Number.NaN : loss / count;
}

export async function optimizeParameters(reviews: readonly LoggedReview[]): Promise<OptimizerOutcome> {
  if (reviews.length < MIN_REVIEWS_FOR_OPTIMIZING) return { status: 'too-few-reviews', reviews: reviews.length };
  const binding = await import('@open-spaced-repetition/binding');
  const times = reviews.map((review) => review.reviewedAt.getTime()).sort((a, b) => a - b);
  const cutoff = times[Math.floor(times.length * (1 - HELD_OUT_SHARE))]!;
  const histories = historiesOf(reviews);
  const parameters = await binding.computeParameters(trainingItems(binding, histories, cutoff), { enableShortTerm: true, numRelearningSteps: 1 });
  const logLoss = { fitted: heldOutLogLoss(parameters, histories, cutoff), defaults: heldOutLogLoss(default_w, histories, cutoff) };
  return { status: logLoss.fitted < logLoss.defaults ? 'kept' : 'discarded', reviews: reviews.length, parameters, logLoss };
}
