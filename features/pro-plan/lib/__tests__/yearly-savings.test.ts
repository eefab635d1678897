import { describe, expect, it } from 'vitest';
import { formatShare, yearlySavings } from '../yearly-savings';

const plans = (monthly: number, yearly: number, currency: 'EUR' | 'PLN' = 'EUR') => [
  { planId: 'pro_monthly', interval: 'month', price: { amount: monthly, currency } },
  { planId: 'pro_yearly', interval: 'year', price: { amount: yearly, currency } },
] as const;

describe('what the yearly plan saves (issue 33)', () => {
  it('is the share saved against twelve monthly payments, rounded down to whole percent', () => {
    expect(yearlySavings([...plans(999, 7999)])).toBe(0.33); // 33.27 %
    expect(yearlySavings([...plans(1000, 8000)])).toBe(0.33); // 33.33 %
    expect(yearlySavings([...plans(1000, 9000)])).toBe(0.25); // exactly 25 %
  });

  it('is nothing when the yearly plan saves less than one percent, costs more, or a plan is missing', () => {
    expect(yearlySavings([...plans(1000, 11_900)])).toBeNull(); // 0.83 %
    expect(yearlySavings([...plans(1000, 12_500)])).toBeNull();
    expect(yearlySavings([plans(1000, 9000)[0]])).toBeNull();
    expect(yearlySavings([])).toBeNull();
  });

  it('is written as the reader’s language writes a percentage', () => {
    expect(formatShare(0.33, 'en')).toBe('33%');
    expect(formatShare(0.33, 'de').replace(/\s/g, ' ')).toBe('33 %');
    expect(formatShare(0.33, 'tr')).toBe('%33');
  });
});
