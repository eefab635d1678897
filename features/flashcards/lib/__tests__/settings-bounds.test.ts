import { describe, expect, it } from 'vitest';
import { clampPerDay, roundRetention } from '../settings-bounds';

describe('the study settings as typed and slid', () => {
  it('keeps desired retention at two decimals within 0.70–0.97', () => {
    expect(roundRetention(0.9000000001)).toBe(0.9);
    expect(roundRetention(0.965)).toBe(0.97);
    expect(roundRetention(0.99)).toBe(0.97);
    expect(roundRetention(0.5)).toBe(0.7);
    expect(roundRetention(Number.NaN)).toBe(0.7);
  });

  it('keeps cards a day whole, from 0 to 9999', () => {
    expect(clampPerDay('20')).toBe(20);
    expect(clampPerDay('12.7')).toBe(12);
    expect(clampPerDay('')).toBe(0);
    expect(clampPerDay('-3')).toBe(0);
    expect(clampPerDay('100000')).toBe(9999);
    expect(clampPerDay('abc')).toBe(0);
  });
});
