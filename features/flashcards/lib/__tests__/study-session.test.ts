import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../../lib/analytics/storage';
import type { DueFlashcard } from '../../../../lib/contracts/flashcards';
import { loadSession, nextComingBack, saveSession, sessionKey, withAnswer, withOutcome, withoutLastAnswer } from '../study-session';

const card = (uuid: string): DueFlashcard => ({
  uuid,
  knowUuid: 'know-1',
  position: 0,
  kind: 'basic',
  ordinal: 0,
  front: 'Hund',
  back: 'dog',
  frontImageUrl: null,
  backImageUrl: null,
  state: 'new',
  due: null,
  nextDue: ['2026-11-30T09:01:00.000Z', '2026-11-30T09:06:00.000Z', '2026-11-30T09:10:00.000Z', '2026-12-03T09:00:00.000Z'],
});
const morning = new Date(2026, 10, 30, 9, 0);
const key = sessionKey('user-1', undefined);

describe('the progress of a review session', () => {
  it('is kept in storage for the day, so that a reload finds it', () => {
    const store = memoryStore();
    let session = loadSession(store, key, morning);
    expect(session.answered).toBe(0);
    session = withAnswer(session, { reviewId: 'r1', rating: 3, card: card('c1') });
    session = withAnswer(session, { reviewId: 'r2', rating: 1, card: card('c2') });
    saveSession(store, key, session);
    const reloaded = loadSession(store, key, new Date(2026, 10, 30, 18, 0));
    expect(reloaded.answered).toBe(2);
    expect(reloaded.history.map((answer) => answer.reviewId)).toEqual(['r1', 'r2']);
  });

  it('starts again on a new day, and for another set or user', () => {
    const store = memoryStore();
    saveSession(store, key, withAnswer(loadSession(store, key, morning), { reviewId: 'r1', rating: 3, card: card('c1') }));
    expect(loadSession(store, key, new Date(2026, 11, 1, 7, 0)).answered).toBe(0);
    expect(loadSession(store, sessionKey('user-1', 'know-1'), morning).answered).toBe(0);
    expect(loadSession(store, sessionKey('user-2', undefined), morning).answered).toBe(0);
  });

  it('takes the last answer back, with its card', () => {
    const session = withAnswer(withAnswer(loadSession(memoryStore(), key, morning), { reviewId: 'r1', rating: 3, card: card('c1') }), { reviewId: 'r2', rating: 2, card: card('c2') });
    const taken = withoutLastAnswer(session)!;
    expect(taken.answer.card.uuid).toBe('c2');
    expect(taken.session.answered).toBe(1);
    expect(withoutLastAnswer(withoutLastAnswer(taken.session)!.session)).toBeNull();
  });

  it('waits for a card still being learnt that comes back soon, and not for one done for today', () => {
    let session = withAnswer(loadSession(memoryStore(), key, morning), { reviewId: 'r1', rating: 1, card: card('c1') });
    session = withAnswer(session, { reviewId: 'r2', rating: 4, card: card('c2') });
    session = withOutcome(session, 'r1', { due: new Date(morning.getTime() + 60_000).toISOString(), state: 'learning' });
    session = withOutcome(session, 'r2', { due: new Date(morning.getTime() + 3 * 86_400_000).toISOString(), state: 'review' });
    expect(nextComingBack(session, morning, 20 * 60_000)).toEqual(new Date(morning.getTime() + 60_000));
    expect(nextComingBack(session, new Date(morning.getTime() + 2 * 60_000), 20 * 60_000)).toBeNull();
    // Answered again, the card no longer waits on its old answer's time.
    session = withAnswer(session, { reviewId: 'r3', rating: 3, card: card('c1') });
    expect(nextComingBack(session, morning, 20 * 60_000)).toBeNull();
    // A late confirmation of the old answer changes nothing.
    expect(withOutcome(session, 'r1', { due: new Date(morning.getTime() + 60_000).toISOString(), state: 'learning' })).toBe(session);
  });

  it('reads a damaged record as a fresh session', () => {
    const store = memoryStore();
    store.setItem(key, '{not json');
    expect(loadSession(store, key, morning).answered).toBe(0);
  });
});
