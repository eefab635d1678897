import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../config/countries/age-gates';

describe('age on a day', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  it('counts a year on the birthday itself, not the day before', () => {
    expect(ageOn('2013-11-21', today)).toBe(13);
    expect(ageOn('2013-11-22', today)).toBe(12);
    expect(ageOn('2013-11-20', today)).toBe(13);
  });
  it('handles a birthday later in the year', () => {
    expect(ageOn('2010-12-31', today)).toBe(15);
  });
});
