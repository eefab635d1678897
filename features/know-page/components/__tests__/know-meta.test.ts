// The share image of a know page (issue 33, decision 048): the card picture — the first page that is not blank —
// never page 1 as such, and the site's own image when every page is blank or the know has no pages.
import { describe, expect, it } from 'vitest';
import { shareImageOf } from '../know-meta';

describe('shareImageOf', () => {
  it('shares the card picture, on the site’s origin', () => {
    expect(shareImageOf({ thumbnailUrl: '/api/v1/knows/0b9e/thumbnail?v=17' }, 'http://de.localhost:3000')).toBe('http://de.localhost:3000/api/v1/knows/0b9e/thumbnail?v=17');
  });

  it('leaves the site’s own share image when the know has no card picture (every page blank, a flashcard set)', () => {
    expect(shareImageOf({ thumbnailUrl: null }, 'http://fr.localhost:3000')).toBeUndefined();
  });
});
