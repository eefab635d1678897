import { describe, expect, it } from 'vitest';
import { pageHref } from '../page-number';

describe('pageHref', () => {
  it('leaves the parameter out on page 1', () => {
    expect(pageHref('/subjects/biology', 1)).toBe('/subjects/biology');
    expect(pageHref('/subjects/biology', 3)).toBe('/subjects/biology?page=3');
  });
});
