// Spec §6 payoutLimit per country, in integer minor units of the country's payout currency (50000 = 500.00 €).
import { isSupportedCountryCode, type CountryCode, type SupportedCountryCode } from './countries/country-config';

/** The payouts page's earnings chart and per-know list cover this many UTC days, today included. */
export const EARNINGS_DAYS = 30;

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

/** The currency a country's knowers earn and are paid in (ISO 4217); amounts are integer minor units of it. */
const PAYOUT_CURRENCIES: Readonly<Record<CountryCode, string>> = {
  DE: 'EUR', AT: 'EUR', CH: 'CHF', FR: 'EUR', PL: 'PLN', IT: 'EUR', GB: 'GBP', US: 'USD', ES: 'EUR', CO: 'COP', TR: 'TRY',
  CL: 'CLP', AR: 'ARS', PE: 'PEN', MX: 'MXN', GR: 'EUR', RO: 'RON', BR: 'BRL', CZ: 'CZK', PT: 'EUR', PH: 'PHP', NL: 'EUR',
  HU: 'HUF',
};

export const payoutCurrency = (code: CountryCode): string => PAYOUT_CURRENCIES[code];

/** The least one payout may be: a fiftieth of the country's limit (10.00 € in Germany), so that fees stay small. */
export const payoutMinimum = (code: CountryCode): number => Math.ceil(payoutLimit(code) / 50);

/** Where SEPA applies, a payout goes to a bank account (IBAN); elsewhere to a PayPal address. */
const SEPA_COUNTRIES: ReadonlySet<CountryCode> = new Set(['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'ES', 'GR', 'RO', 'CZ', 'PT', 'NL', 'HU', 'GB']);
export const PAYOUT_METHODS = ['iban', 'paypal'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const payoutMethodOf = (code: CountryCode): PayoutMethod => (SEPA_COUNTRIES.has(code) ? 'iban' : 'paypal');

/**
 * What engagement earns, in minor units of the country's currency per event, booked by the daily earnings job
 * (server/payouts/earnings-job.ts): a qualifying view, a like, a save to a library, a person who studied the know's
 * flashcards that day. Every country gets the base rates scaled by a factor for its currency (roughly what a euro cent
 * is worth there).
 */
export type EarningRates = Readonly<{ view: number; like: number; save: number; study: number }>;
const BASE_RATES: EarningRates = { view: 1, like: 5, save: 10, study: 5 };
const RATE_FACTORS: Partial<Record<CountryCode, number>> = { CO: 45, TR: 35, RO: 5, PH: 60, CZ: 25, PL: 4, BR: 6, CL: 10, AR: 10, PE: 4, MX: 20, HU: 4 };
export function earningRates(code: CountryCode): EarningRates {
  const factor = RATE_FACTORS[code] ?? 1;
  return { view: BASE_RATES.view * factor, like: BASE_RATES.like * factor, save: BASE_RATES.save * factor, study: BASE_RATES.study * factor };
}

/** Payout requests per knower: past this the request answers TooManyRequestsError. */
export const PAYOUT_REQUEST_RATE_RULES = [{ name: 'payout-request-hour', points: 60, durationSeconds: 60 * 60 }] as const;
