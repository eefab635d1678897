// Which Anki reviews FSRS replays (rslib/src/scheduler/fsrs/params.rs, reviews_for_fsrs).
import { describe, expect, it } from 'vitest';
import { progressOfReviews, reviewsForFsrs, type AnkiReview } from '../anki/review-history';

const review = (id: number, ease: number, type: number, factor = 2500, ivl = 1): AnkiReview => ({ id, ease, ivl, factor, type });

describe('reviewsForFsrs', () => {
  it('keeps rated learning, review and relearning entries, oldest first', () => {
    expect(reviewsForFsrs([review(3, 3, 1), review(1, 1, 0), review(2, 3, 2)]).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('leaves out cramming (filtered without ease factor), manual reschedules and unrated entries', () => {
    expect(reviewsForFsrs([review(1, 3, 0), review(2, 3, 3, 0), review(3, 3, 3), review(4, 0, 4, 0, 5), review(5, 0, 1)]).map((entry) => entry.id)).toEqual([1, 3]);
  });

  it('drops what came before the last reset to new', () => {
    expect(reviewsForFsrs([review(1, 3, 0), review(2, 3, 1), review(3, 0, 4, 0, 0), review(4, 1, 0)]).map((entry) => entry.id)).toEqual([4]);
  });
});

describe('progressOfReviews', () => {
  it('has no state without a counted review, and a lapse counts', () => {
    expect(progressOfReviews([review(1, 0, 4, 0, 0)], 1)).toBeNull();
    const day = 24 * 60 * 60 * 1000;
    const progress = progressOfReviews([review(0, 3, 0), review(day, 3, 1), review(4 * day, 1, 1), review(4 * day + 600_000, 3, 2)], 2);
    expect(progress).toMatchObject({ ordinal: 2, reps: 4, lapses: 1, lastReview: new Date(4 * day + 600_000).toISOString() });
  });
});
