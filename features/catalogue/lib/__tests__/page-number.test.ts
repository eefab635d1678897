import { describe, expect, it } from 'vitest';
import { listPathOf, pageHref } from '../page-number';

describe('pageHref', () => {
  it('leaves the parameter out on page 1', () => {
    expect(pageHref('/subjects/biology', 1)).toBe('/subjects/biology');
    expect(pageHref('/subjects/biology', 3)).toBe('/subjects/biology?page=3');
  });
});

describe('listPathOf', () => {
  it('is the address of a page of a list without its page number, the rest of the query kept', () => {
    expect(listPathOf('/subjects/biology?page=3')).toBe('/subjects/biology');
    expect(listPathOf('/subjects/biology?examBoard=aqa&page=2#knows')).toBe('/subjects/biology?examBoard=aqa');
    expect(listPathOf('/subjects/biology')).toBe('/subjects/biology');
  });

  it('gives back the addresses pageHref makes', () => {
    for (const list of ['/subjects/biology', '/subjects/biology?examBoard=aqa']) {
      expect(listPathOf(pageHref(list, 4))).toBe(list);
    }
  });
});
