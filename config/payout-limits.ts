// Spec §6 payoutLimit per country, in integer minor units of the country's payout currency (50000 = 500.00 €).
import { isSupportedCountryCode, type CountryCode, type SupportedCountryCode } from './countries/country-config';

export const PAYOUT_LIMITS: Readonly<Record<SupportedCountryCode, number>> = {
  DE: 50000,
  AT: 50000,
  CH: 50000,
  FR: 10000,
  PL: 50000,
  IT: 50000,
  GB: 50000,
  US: 50000,
  ES: 50000,
  CO: 130000000,
  TR: 600000,
  CL: 0,
  AR: 0,
  PE: 0,
  MX: 0,
  GR: 50000,
  RO: 200000,
  BR: 50000,
  CZ: 50000,
  PT: 50000,
  PH: 160000,
};

/**
 * The most a knower in this country may request in one payout.
 * NL and HU (production-only countries) have no row in the spec: they get 0, so no payout can be requested there
 * until the spec gives them a limit. 0 fails closed (no money paid out against an undefined limit) without
 * breaking pages that show the limit, which a thrown error would.
 */
export function payoutLimit(code: CountryCode): number {
  return isSupportedCountryCode(code) ? PAYOUT_LIMITS[code] : 0;
}
