import { createEmptyCard, fsrs, get_fuzz_range, Rating, State, StrategyMode, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLASHCARD_SETTINGS } from '../scheduling/flashcard-settings';
import { balancedInterval, previewReview, scheduleReview } from '../scheduling/fsrs-scheduler';
import { forecastWorkload } from '../scheduling/workload-forecast';

const CARD = '6f1c2a4e-0b7d-4c39-9a55-2d8e7f1b3c40';
const start = new Date('2026-11-02T08:00:00Z');
const days = (n: number) => n * 24 * 60 * 60 * 1000;

/** ts-fsrs itself, configured as the issue asks: fuzz on, seeded with the card's uuid and its review count. */
function tsFsrsNext(card: Card, now: Date, rating: Grade) {
  return fsrs({ request_retention: 0.9, enable_fuzz: true }).useStrategy(StrategyMode.SEED, () => `${CARD}:${card.reps}`).next(card, now, rating).card;
}

describe('scheduleReview', () => {
  it("gives exactly ts-fsrs's card, with fuzz seeded per card, along a review sequence", () => {
    const ratings: Grade[] = [Rating.Good, Rating.Good, Rating.Easy, Rating.Again, Rating.Good, Rating.Hard, Rating.Good, Rating.Good];
    let ours = createEmptyCard(start);
    let theirs = createEmptyCard(start);
    let now = start;
    for (const rating of ratings) {
      ours = scheduleReview({ cardUuid: CARD, card: ours, rating, now, settings: DEFAULT_FLASHCARD_SETTINGS, dueOn: () => 0 }).card;
      theirs = tsFsrsNext(theirs, now, rating);
      expect(ours).toEqual(theirs);
      now = new Date(Math.max(ours.due.getTime(), now.getTime() + 60_000));
    }
    expect(ours.state).toBe(State.Review);
    expect(ours.scheduled_days).toBeGreaterThan(10);
  });

  it('fuzzes the same card the same way every time and different cards differently', () => {
    const review = createEmptyCard(start);
    review.state = State.Review;
    review.stability = 40;
    review.difficulty = 5;
    review.reps = 5;
    review.last_review = new Date(start.getTime() - days(40));
    review.due = start;
    const interval = (uuid: string) => scheduleReview({ cardUuid: uuid, card: review, rating: Rating.Good, now: start, settings: DEFAULT_FLASHCARD_SETTINGS }).card.scheduled_days;
    expect(interval(CARD)).toBe(interval(CARD));
    const intervals = new Set(Array.from({ length: 20 }, (_, index) => interval(`card-${index}`)));
    expect(intervals.size).toBeGreaterThan(3);
  });

  it('moves the due day, within the fuzz range, to the day with the fewest cards due; state and memory stay as ts-fsrs gives them', () => {
    const review = { ...createEmptyCard(start), state: State.Review, stability: 30, difficulty: 5, reps: 6, last_review: new Date(start.getTime() - days(30)), due: start };
    const plain = scheduleReview({ cardUuid: CARD, card: review, rating: Rating.Good, now: start, settings: DEFAULT_FLASHCARD_SETTINGS });
    const unfuzzed = fsrs({ request_retention: 0.9 }).next(review, start, Rating.Good).card.scheduled_days;
    const { min_ivl, max_ivl } = get_fuzz_range(unfuzzed, 30, 36500);
    const quiet = min_ivl === plain.card.scheduled_days ? max_ivl : min_ivl;
    const balanced = scheduleReview({ cardUuid: CARD, card: review, rating: Rating.Good, now: start, settings: DEFAULT_FLASHCARD_SETTINGS, dueOn: (interval) => (interval === quiet ? 1 : 10) });
    expect(balanced.card.scheduled_days).toBe(quiet);
    expect(balanced.card.due).toEqual(new Date(start.getTime() + days(quiet)));
    expect(balanced.card).toMatchObject({ stability: plain.card.stability, difficulty: plain.card.difficulty, state: plain.card.state, reps: plain.card.reps });
    expect(balanced.log).toEqual(plain.log);
  });

  it('shows on each button what that grade would give', () => {
    const preview = previewReview({ cardUuid: CARD, card: createEmptyCard(start), now: start, settings: DEFAULT_FLASHCARD_SETTINGS });
    expect(preview[Rating.Again].due.getTime()).toBeLessThan(preview[Rating.Easy].due.getTime());
    expect(preview[Rating.Easy].state).toBe(State.Review);
  });
});

describe('balancedInterval', () => {
  it('prefers the fuzzed day on a tie, then the nearest day', () => {
    expect(balancedInterval({ preferred: 10, min: 8, max: 12, dueOn: () => 3 })).toBe(10);
    expect(balancedInterval({ preferred: 10, min: 8, max: 12, dueOn: (i) => (i === 8 || i === 11 ? 1 : 5) })).toBe(11);
    expect(balancedInterval({ preferred: 10, min: 8, max: 12, dueOn: (i) => (i === 12 ? 0 : 1) })).toBe(12);
  });
});

describe('forecastWorkload', () => {
  const deck: Card[] = Array.from({ length: 300 }, (_, index) => ({
    ...createEmptyCard(start),
    state: State.Review,
    stability: 1 + (index % 60),
    difficulty: 3 + (index % 5),
    reps: 4,
    last_review: new Date(start.getTime() - days(index % 45)),
    due: new Date(start.getTime() + days((index * 7) % 25) - days(2)),
  }));
  const forecast = (desiredRetention: number) => forecastWorkload({ cards: deck, newCards: 100, settings: { desiredRetention, parameters: null, newCardsPerDay: 10 }, now: start });
  const total = (reviews: number[]) => reviews.reduce((sum, count) => sum + count, 0);

  it('gives the reviews due on each of the next 30 days, today first', () => {
    const reviews = forecast(0.9);
    expect(reviews).toHaveLength(30);
    expect(reviews[0]).toBeGreaterThan(10);
    expect(forecast(0.9)).toEqual(reviews);
  });

  it('rises as desired retention rises', () => {
    const [low, middle, high] = [0.7, 0.9, 0.97].map((retention) => total(forecast(retention)));
    expect(low).toBeLessThan(middle!);
    expect(middle).toBeLessThan(high!);
  });

  it('counts new cards at the daily number', () => {
    const only = forecastWorkload({ cards: [], newCards: 25, settings: { desiredRetention: 0.9, parameters: null, newCardsPerDay: 10 }, now: start, days: 3 });
    expect(only[0]).toBeGreaterThanOrEqual(10);
    expect(only[2]).toBeGreaterThanOrEqual(5);
  });
});
