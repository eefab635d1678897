// The competitions' config: a prize is paid out as one payout request, so every prize lies within the country's
// minimum and payout limit; no competition runs where payouts are hidden; a competition is one UTC calendar month.
import { describe, expect, it } from 'vitest';
import { COMPETITION_RULES, competitionCountries, competitionMonth, competitionOf } from '../competitions';
import { arePayoutsHidden } from '../feature-switches';
import { payoutLimit, payoutMinimum } from '../payout-limits';

describe('competitions config', () => {
  it.each(competitionCountries())('%s: prizes between the minimum and the payout limit, falling by rank', (country) => {
    const rules = COMPETITION_RULES[country]!;
    expect(rules.prizes.length).toBeGreaterThan(0);
    for (const prize of rules.prizes) {
      expect(Number.isSafeInteger(prize)).toBe(true);
      expect(prize).toBeGreaterThanOrEqual(payoutMinimum(country));
      expect(prize).toBeLessThanOrEqual(payoutLimit(country));
    }
    expect([...rules.prizes].sort((a, b) => b - a)).toEqual(rules.prizes);
    expect(arePayoutsHidden(country)).toBe(false);
  });

  it('has no competition where payouts are hidden', () => {
    for (const country of ['CL', 'AR', 'PE', 'MX'] as const) expect(competitionOf(country, '2026-11')).toBeNull();
  });

  it('runs from the first of the month to the first of the next (UTC), also across the year', () => {
    expect(competitionOf('DE', '2026-12')).toMatchObject({ key: 'DE-2026-12', startsOn: new Date('2026-12-01T00:00:00Z'), endsOn: new Date('2027-01-01T00:00:00Z'), currency: 'EUR' });
    expect(competitionMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(competitionMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
});
