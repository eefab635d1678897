import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../../../lib/contracts/search-limits';
import { shownCount } from '../shown-count';

describe('shownCount', () => {
  it('writes a count in the reader’s language, with a plus once it reaches the cap', () => {
    expect(shownCount(388, 'de')).toBe('388');
    expect(shownCount(SEARCH_LIMITS.resultCountCap - 1, 'en')).toBe('999');
    expect(shownCount(SEARCH_LIMITS.resultCountCap, 'de')).toBe('1.000+');
    expect(shownCount(SEARCH_LIMITS.resultCountCap, 'en')).toBe('1,000+');
  });
});
