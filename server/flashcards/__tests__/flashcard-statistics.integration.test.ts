// GET flashcards/statistics against a real database: answers per day over the last 30 days in the user's time zone
// (an answer a minute before their midnight is yesterday's, whatever the UTC date), the retention achieved on
// review-state cards only against the desired retention, and cards per state — new ones counted from the sets studied.
import { describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeSubject, setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import type { FlashcardStatistics, KnowFlashcards } from '../../../lib/contracts/flashcards';
import { getDb } from '../../db';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { publishKnowRoute, updateKnowRoute } from '../../knows/create-routes';
import { reviewsPerDay } from '../find-flashcard-statistics';
import { createFlashcardKnowRoute, flashcardStatisticsRoute, knowFlashcardsRoute, reviewFlashcardRoute } from '../routes';
import { DAY_MS, dayNumber } from '../scheduling/fsrs-scheduler';

const CARDS = [
  { front: 'la mesa', back: 'der Tisch' },
  { front: 'la silla', back: 'der Stuhl' },
  { front: 'la ventana', back: 'das Fenster' },
  { front: 'la puerta', back: 'die Tür' },
  { front: 'el libro', back: 'das Buch' },
  { front: 'la casa', back: 'das Haus' },
];
const OFFSET_MINUTES = 120;

async function publishedSet(user: TestUser): Promise<string> {
  const created = await callRoute(createFlashcardKnowRoute, { token: user.token, body: { cards: CARDS, title: 'Spanisch: Möbel' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { knowUuid } = created.body as { knowUuid: string };
  const subject = await makeSubject({ language: 'de', name: 'Spanisch', slug: `spanisch-${knowUuid.slice(0, 8)}` });
  expect((await callRoute(updateKnowRoute, { token: user.token, params: { id: knowUuid }, body: { title: 'Spanisch: Möbel', subjectIds: [subject.id] } })).status).toBe(200);
  expect((await callRoute(publishKnowRoute, { token: user.token, params: { id: knowUuid } })).status).toBe(200);
  await runJobsUntilIdle(await getDb());
  return knowUuid;
}

describe('reviewsPerDay', () => {
  it('lists the days up to today oldest first, with 0 for a day without answers', () => {
    const today = dayNumber(new Date('2026-11-25T12:00:00Z'));
    expect(reviewsPerDay([{ day: today, reviews: 4 }, { day: today - 2, reviews: 1 }, { day: today - 3, reviews: 9 }], today, 3)).toEqual([
      { date: '2026-11-23', reviews: 1 },
      { date: '2026-11-24', reviews: 0 },
      { date: '2026-11-25', reviews: 4 },
    ]);
  });
});

describe('GET /api/v1/flashcards/statistics', () => {
  it("counts answers per day in the user's time zone, retention on review-state cards only, and cards per state", async () => {
    const [author, student] = await Promise.all([signUpUser({ name: 'Carmen Ruiz' }), signUpUser({ name: 'Jonas Weber' })]);
    await setUser(student.uuid, { timezoneOffsetMinutes: OFFSET_MINUTES });
    const knowUuid = await publishedSet(author);
    const cards = ((await callRoute(knowFlashcardsRoute, { token: student.token, params: { id: knowUuid } })).body as KnowFlashcards).cards;

    const now = new Date();
    const today = dayNumber(now, OFFSET_MINUTES);
    const todayStart = today * DAY_MS - OFFSET_MINUTES * 60_000;
    const at = (time: number) => new Date(Math.min(time, now.getTime())).toISOString();
    const answer = async (card: number, rating: 1 | 2 | 3 | 4, time: number) => {
      const response = await callRoute(reviewFlashcardRoute, { token: student.token, params: { cardUuid: cards[card]!.uuid }, body: { rating, reviewedAt: at(time), id: crypto.randomUUID() } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const tenDaysAgo = todayStart - 10 * DAY_MS + 3_600_000;
    await answer(0, 4, tenDaysAgo); // easy: straight to review
    await answer(1, 4, tenDaysAgo);
    await answer(3, 1, todayStart - 40 * DAY_MS); // learning, answered before the 30 days
    await answer(0, 1, todayStart - 60_000); // review-state card forgotten, a minute before the user's midnight
    await answer(1, 3, todayStart + 60_000); // review-state card remembered, a minute after it
    await answer(2, 3, todayStart + 60_000); // new card: learning

    const response = await callRoute(flashcardStatisticsRoute, { token: student.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const statistics = response.body as FlashcardStatistics;
    expect(statistics.days).toHaveLength(30);
    expect(statistics.days.at(-1)).toEqual({ date: new Date(today * DAY_MS).toISOString().slice(0, 10), reviews: 2 });
    expect(statistics.days.at(-2)!.reviews).toBe(1);
    expect(statistics.days.at(-11)!.reviews).toBe(2);
    expect(statistics.days.reduce((sum, day) => sum + day.reviews, 0)).toBe(5);
    expect(statistics.retention).toEqual({ achieved: 0.5, reviews: 2, desired: 0.9 });
    expect(statistics.states).toEqual({ new: 2, learning: 2, review: 1, relearning: 1 });
  });

  it('shows a user only their own study, and refuses a visitor', async () => {
    const author = await signUpUser({ name: 'Lucía Gómez' });
    await publishedSet(author);
    const response = await callRoute(flashcardStatisticsRoute, { token: author.token });
    expect(response.status).toBe(200);
    const statistics = response.body as FlashcardStatistics;
    expect(statistics.days.every((day) => day.reviews === 0)).toBe(true);
    expect(statistics.retention).toEqual({ achieved: null, reviews: 0, desired: 0.9 });
    expect(statistics.states).toEqual({ new: CARDS.length, learning: 0, review: 0, relearning: 0 });
    expect(errorType(await callRoute(flashcardStatisticsRoute, {}))).toBe('AuthorizationError');
  });
});
