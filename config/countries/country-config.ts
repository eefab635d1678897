// The country and language codes of spec §3 and the type of a country config entry. Plain data, loaded by every
// page: the zod schema that checks the tables lives apart, in country-config-schema.ts (tests and server only).
export {
  ALL_COUNTRY_CODES,
  COUNTRY_CODES,
  isSupportedCountryCode,
  LANGUAGE_CODES,
  type CountryCode,
  type LanguageCode,
  type SupportedCountryCode,
} from './country-codes';
export type { BaseUrls, CountryConfig, CountryIdentity, Language } from './country-config-schema';
