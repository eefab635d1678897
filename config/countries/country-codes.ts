// The country and language codes of spec §3: plain data that both the country config type and its zod schema
// (country-config-schema.ts) build on.
import { LOCALES } from '../locales';

/** Spec §3 "Supported country codes". */
export const COUNTRY_CODES = [
  'DE', 'CH', 'AT', 'FR', 'PL', 'IT', 'GB', 'US', 'ES', 'CO', 'TR',
  'MX', 'CL', 'AR', 'PE', 'RO', 'GR', 'BR', 'CZ', 'PT', 'PH',
] as const;

/** Spec §3 "A second table also has NL and HU": they exist only in the production table. */
const EXTRA_PRODUCTION_COUNTRY_CODES = ['NL', 'HU'] as const;

/** Every code that has an entry in some table (the 21 supported ones plus NL and HU). */
export const ALL_COUNTRY_CODES = [...COUNTRY_CODES, ...EXTRA_PRODUCTION_COUNTRY_CODES] as const;

export type SupportedCountryCode = (typeof COUNTRY_CODES)[number];
export type CountryCode = (typeof ALL_COUNTRY_CODES)[number];

export function isSupportedCountryCode(value: unknown): value is SupportedCountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The interface locales of spec §3 plus the languages of the two production-only countries. */
const EXTRA_PRODUCTION_LANGUAGE_CODES = ['nl', 'hu'] as const;
export const LANGUAGE_CODES = [...LOCALES, ...EXTRA_PRODUCTION_LANGUAGE_CODES] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
