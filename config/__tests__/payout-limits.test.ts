import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type SupportedCountryCode } from '../countries/country-config';
import { PAYOUT_LIMITS, payoutLimit } from '../payout-limits';

const SPEC_LIMITS: [SupportedCountryCode, number][] = [
  ['DE', 50000], ['AT', 50000], ['CH', 50000],
  ['FR', 10000],
  ['PL', 50000], ['IT', 50000], ['GB', 50000], ['US', 50000], ['ES', 50000],
  ['CO', 130000000],
  ['TR', 600000],
  ['CL', 0], ['AR', 0], ['PE', 0], ['MX', 0],
  ['GR', 50000],
  ['RO', 200000],
  ['BR', 50000],
  ['CZ', 50000], ['PT', 50000],
  ['PH', 160000],
];

describe('payout limits (spec §6)', () => {
  it.each(SPEC_LIMITS)('limits a payout in %s to %i minor units', (code, limit) => {
    expect(payoutLimit(code)).toBe(limit);
  });

  it('has a whole-number limit for every supported country, and nothing more', () => {
    expect(Object.keys(PAYOUT_LIMITS).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const limit of Object.values(PAYOUT_LIMITS)) expect(Number.isInteger(limit)).toBe(true);
  });

  it('allows no payout in NL and HU, which the spec gives no limit', () => {
    expect(payoutLimit('NL')).toBe(0);
    expect(payoutLimit('HU')).toBe(0);
  });
});
