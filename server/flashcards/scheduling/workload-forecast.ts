// How many reviews fall due on each of the next days (FLASHCARD_FORECAST_DAYS by default) for a desired retention, before the user saves
// it: each card is simulated with ts-fsrs at that retention (no fuzz, no same-day learning steps) — remembered with
// the probability FSRS gives at the time of review (a seeded draw, so the forecast is stable), graded Good when
// remembered and Again when not — and the user's new cards are started at their daily number.
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import { FLASHCARD_FORECAST_DAYS } from '../../../config/flashcards';
import { mulberry32 } from '../../../lib/seeded-random';
import { dayNumber, DAY_MS } from './fsrs-scheduler';
import type { FlashcardSettings } from './flashcard-settings';

export type ForecastInput = {
  /** The user's studied cards. */
  cards: readonly Card[];
  /** Cards not yet studied. */
  newCards: number;
  settings: Pick<FlashcardSettings, 'desiredRetention' | 'parameters' | 'newCardsPerDay'>;
  now: Date;
  days?: number;
  offsetMinutes?: number;
};

/** Reviews due per day: index 0 is today (with what is overdue), then each following day. */
export function forecastWorkload({ cards, newCards, settings, now, days = FLASHCARD_FORECAST_DAYS, offsetMinutes = 0 }: ForecastInput): number[] {
  const scheduler = fsrs({ request_retention: settings.desiredRetention, enable_fuzz: false, enable_short_term: false, ...(settings.parameters ? { w: settings.parameters } : {}) });
  const today = dayNumber(now, offsetMinutes);
  const reviews = Array.from({ length: days }, () => 0);
  const simulate = (start: Card, startAt: Date, random: () => number) => {
    let card = start;
    let at = startAt;
    for (let day = dayNumber(at, offsetMinutes) - today; day < days; day = dayNumber(at, offsetMinutes) - today) {
      reviews[Math.max(0, day)]! += 1;
      const remembered = card.state === 0 || random() < scheduler.get_retrievability(card, at, false);
      card = scheduler.next(card, at, remembered ? Rating.Good : Rating.Again).card;
      at = new Date(Math.max(card.due.getTime(), at.getTime() + DAY_MS / 2));
    }
  };
  const randomOf = (index: number) => {
    const next = mulberry32(0x5eed + index);
    return () => next() / 2 ** 32;
  };
  cards.forEach((card, index) => simulate(card, card.due.getTime() < now.getTime() ? now : card.due, randomOf(index)));
  const perDay = Math.max(0, settings.newCardsPerDay);
  for (let index = 0; index < newCards && Math.floor(index / Math.max(1, perDay)) < days && perDay > 0; index++) {
    const startAt = new Date(now.getTime() + Math.floor(index / perDay) * DAY_MS);
    simulate(createEmptyCard(startAt), startAt, randomOf(cards.length + index));
  }
  return reviews;
}
