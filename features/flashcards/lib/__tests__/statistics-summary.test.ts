import { describe, expect, it } from 'vitest';
import type { FlashcardStatistics } from '../../../../lib/contracts/flashcards';
import { localDate, statisticsSummary } from '../statistics-summary';

const statistics = (achieved: number | null, states = { new: 10, learning: 5, review: 20, relearning: 5 }): FlashcardStatistics => ({
  days: [
    { date: '2026-11-23', reviews: 12 },
    { date: '2026-11-24', reviews: 0 },
    { date: '2026-11-25', reviews: 30 },
  ],
  retention: { achieved, reviews: achieved === null ? 0 : 40, desired: 0.9 },
  states,
});

describe('statistics summary', () => {
  it('adds up the answers and the days studied', () => {
    expect(statisticsSummary(statistics(0.9))).toMatchObject({ reviews: 42, activeDays: 2 });
  });

  it('compares retention with the desired one: within a point is on target', () => {
    expect(statisticsSummary(statistics(null)).retention).toBe('none');
    expect(statisticsSummary(statistics(0.91)).retention).toBe('onTarget');
    expect(statisticsSummary(statistics(0.89)).retention).toBe('onTarget');
    expect(statisticsSummary(statistics(0.95)).retention).toBe('above');
    expect(statisticsSummary(statistics(0.8)).retention).toBe('below');
  });

  it("gives each state's share of the cards, and no shares without cards", () => {
    const summary = statisticsSummary(statistics(0.9));
    expect(summary.cards).toBe(40);
    expect(summary.states).toEqual([
      { state: 'new', cards: 10, share: 0.25 },
      { state: 'learning', cards: 5, share: 0.125 },
      { state: 'review', cards: 20, share: 0.5 },
      { state: 'relearning', cards: 5, share: 0.125 },
    ]);
    expect(statisticsSummary(statistics(null, { new: 0, learning: 0, review: 0, relearning: 0 })).states.every((entry) => entry.share === 0)).toBe(true);
  });

  it('reads a date of the statistics as that local day', () => {
    const date = localDate('2026-03-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 29]);
  });
});
