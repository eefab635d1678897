import { describe, expect, it } from 'vitest';
import { webVitalValue } from '../web-vitals';

describe('web vitals as events', () => {
  it('rounds milliseconds to whole ones and CLS to three decimals', () => {
    expect(webVitalValue({ name: 'LCP', value: 1234.56 })).toBe(1235);
    expect(webVitalValue({ name: 'CLS', value: 0.123456 })).toBe(0.123);
  });
});
