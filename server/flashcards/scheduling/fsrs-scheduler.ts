// FSRS scheduling with ts-fsrs (the algorithm is theirs, not rewritten here): interval fuzz on, seeded per card and
// review (`<card uuid>:<reps>`), so that a card's schedule is reproducible; then load balancing as Anki does it — the
// due day is moved, within the fuzz range ts-fsrs allows for that interval, to the day with the fewest of the user's
// cards due (ties: the fuzzed day itself, else the nearest). Stability, difficulty and state stay exactly ts-fsrs's;
// with nothing else due the due date is exactly ts-fsrs's too.
import { date_scheduler, dateDiffInDays, fsrs, get_fuzz_range, State, StrategyMode, type Card, type FSRS, type Grade, type RecordLogItem } from 'ts-fsrs';
import type { FlashcardSettings } from './flashcard-settings';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** ts-fsrs configured for the user's settings, its fuzz seeded for this card's next review. */
function schedulerFor(settings: Pick<FlashcardSettings, 'desiredRetention' | 'parameters'>, { seed, fuzz = true }: { seed?: string; fuzz?: boolean } = {}): FSRS {
  const scheduler = fsrs({ request_retention: settings.desiredRetention, enable_fuzz: fuzz, ...(settings.parameters ? { w: settings.parameters } : {}) });
  return seed === undefined ? scheduler : scheduler.useStrategy(StrategyMode.SEED, () => seed);
}

/** The seed of a card's fuzz at its next review. */
const fuzzSeed = (cardUuid: string, card: Pick<Card, 'reps'>) => `${cardUuid}:${card.reps}`;

/** The day (an integer) a time falls on for a user `offsetMinutes` east of UTC. */
export const dayNumber = (time: Date, offsetMinutes = 0) => Math.floor((time.getTime() + offsetMinutes * 60_000) / DAY_MS);

/** Of the intervals min…max, the one whose day has the fewest cards due; ties go to `preferred`, then the nearest. */
export function balancedInterval({ preferred, min, max, dueOn }: { preferred: number; min: number; max: number; dueOn: (interval: number) => number }): number {
  let best = preferred;
  let bestLoad = dueOn(preferred);
  for (let interval = min; interval <= max; interval++) {
    const load = dueOn(interval);
    if (load < bestLoad || (load === bestLoad && Math.abs(interval - preferred) < Math.abs(best - preferred))) {
      best = interval;
      bestLoad = load;
    }
  }
  return best;
}

export type ReviewInput = {
  cardUuid: string;
  card: Card;
  rating: Grade;
  now: Date;
  settings: Pick<FlashcardSettings, 'desiredRetention' | 'parameters'>;
  /** How many of the user's other cards are due on the day `interval` days from now. */
  dueOn?: (interval: number) => number;
};

export function scheduleReview({ cardUuid, card, rating, now, settings, dueOn }: ReviewInput): RecordLogItem {
  const result = schedulerFor(settings, { seed: fuzzSeed(cardUuid, card) }).next(card, now, rating);
  if (!dueOn || result.card.state !== State.Review || result.card.scheduled_days < 3) return result;
  const unfuzzed = schedulerFor(settings, { fuzz: false }).next(card, now, rating).card.scheduled_days;
  const elapsedDays = card.last_review ? dateDiffInDays(card.last_review, now) : 0;
  const { min_ivl: min, max_ivl: max } = get_fuzz_range(unfuzzed, elapsedDays, schedulerFor(settings).parameters.maximum_interval);
  const fuzzed = result.card.scheduled_days;
  if (fuzzed < min || fuzzed > max) return result;
  const interval = balancedInterval({ preferred: fuzzed, min, max, dueOn });
  if (interval === fuzzed) return result;
  return { ...result, card: { ...result.card, scheduled_days: interval, due: date_scheduler(now, interval, true) } };
}

/** What each grade would give (the intervals on the four buttons). */
export function previewReview(input: Omit<ReviewInput, 'rating'>): Record<Grade, Card> {
  const grades = [1, 2, 3, 4] as Grade[];
  return Object.fromEntries(grades.map((rating) => [rating, scheduleReview({ ...input, rating }).card])) as Record<Grade, Card>;
}
