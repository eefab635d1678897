import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageFromQuery } from '../page-number';

describe('pageFromQuery', () => {
  it('reads no parameter as page 1', () => expect(pageFromQuery(undefined)).toBe(1));
  it('takes whole numbers from 2 to the maximum', () => {
    expect(pageFromQuery('2')).toBe(2);
    expect(pageFromQuery(String(MAX_PAGE))).toBe(MAX_PAGE);
  });
  it('refuses page=1 (its address has no parameter), zero, signs, decimals, text, repeats and pages past the maximum', () => {
    for (const value of ['1', '0', '-2', '+2', '2.5', '02', 'abc', '', String(MAX_PAGE + 1), ['2', '3']]) expect(pageFromQuery(value)).toBeNull();
  });
});
