// What the statistics tab says of the numbers: answers in the 30 days and on how many days, the retention achieved
// against the desired one (above, on target within a point, or below; none before any review-state answer), and each
// state's share of the cards.
import type { FlashcardStatistics } from '../../../lib/contracts/flashcards';

const STATES = ['new', 'learning', 'review', 'relearning'] as const;
/** Retention within this of the desired one is on target (a point either way is noise on a few hundred answers);
 *  the epsilon keeps 0.91 against 0.90 within it despite floating point. */
const ON_TARGET = 0.01 + 1e-9;

type StatisticsSummary = {
  reviews: number;
  activeDays: number;
  retention: 'none' | 'above' | 'onTarget' | 'below';
  cards: number;
  states: { state: (typeof STATES)[number]; cards: number; share: number }[];
};

export function statisticsSummary(statistics: FlashcardStatistics): StatisticsSummary {
  const { achieved, desired } = statistics.retention;
  const cards = STATES.reduce((sum, state) => sum + statistics.states[state], 0);
  return {
    reviews: statistics.days.reduce((sum, day) => sum + day.reviews, 0),
    activeDays: statistics.days.filter((day) => day.reviews > 0).length,
    retention: achieved === null ? 'none' : Math.abs(achieved - desired) <= ON_TARGET ? 'onTarget' : achieved > desired ? 'above' : 'below',
    cards,
    states: STATES.map((state) => ({ state, cards: statistics.states[state], share: cards > 0 ? statistics.states[state] / cards : 0 })),
  };
}

/** The first day's date (YYYY-MM-DD) as a local date, for the chart's day labels. */
export function localDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}
