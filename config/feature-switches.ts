// Spec §6 country feature switches: the countries where each switch is on, and one question per switch.
import type { CountryCode, CountryConfig } from './countries/country-config';

/** The spec's "DE/AT/CH": Austria and Switzerland use the German site (spec §1). */
const GERMAN_SITE_COUNTRIES = ['DE', 'AT', 'CH'] as const;

function on(...codes: readonly CountryCode[]): ReadonlySet<CountryCode> {
  return new Set(codes);
}

/** Every switch is off in a country not listed, including the production-only NL and HU. */
export const FEATURE_SWITCHES = {
  payoutsHidden: on('CL', 'AR', 'PE', 'MX'),
  proPlanAvailable: on(...GERMAN_SITE_COUNTRIES, 'FR', 'PL', 'IT', 'BR'),
  multipleGradesSelectable: on(...GERMAN_SITE_COUNTRIES, 'FR'),
  parentPages: on(...GERMAN_SITE_COUNTRIES),
  examBoards: on('GB', 'TR'),
  cookieBanner: on(...GERMAN_SITE_COUNTRIES, 'FR', 'PL', 'IT', 'GB', 'ES'),
  schoolTypesShown: on(...GERMAN_SITE_COUNTRIES, 'FR', 'PL', 'IT'),
  homepageFaqHidden: on('US'),
  imprintLinkShown: on(...GERMAN_SITE_COUNTRIES, 'FR', 'PL', 'IT', 'GB'),
  contentUnblurred: on('CO', 'TR', 'CL', 'AR', 'PE', 'MX', 'GR', 'RO', 'BR', 'CZ', 'PT', 'PH'),
  /** Also running wherever the country is not launched: see isContentCampaignRunning. */
  contentCampaignRunning: on('PH'),
  adTagTracking: on('BR'),
} as const;

export type FeatureSwitch = keyof typeof FEATURE_SWITCHES;

export function isFeatureOn(feature: FeatureSwitch, code: CountryCode): boolean {
  return FEATURE_SWITCHES[feature].has(code);
}

export const arePayoutsHidden = (code: CountryCode) => isFeatureOn('payoutsHidden', code);
export const isProPlanAvailable = (code: CountryCode) => isFeatureOn('proPlanAvailable', code);
export const canSelectMultipleGrades = (code: CountryCode) => isFeatureOn('multipleGradesSelectable', code);
export const hasParentPages = (code: CountryCode) => isFeatureOn('parentPages', code);
export const hasExamBoards = (code: CountryCode) => isFeatureOn('examBoards', code);
export const showsCookieBanner = (code: CountryCode) => isFeatureOn('cookieBanner', code);
export const showsSchoolTypes = (code: CountryCode) => isFeatureOn('schoolTypesShown', code);
export const hidesHomepageFaq = (code: CountryCode) => isFeatureOn('homepageFaqHidden', code);
export const showsImprintLink = (code: CountryCode) => isFeatureOn('imprintLinkShown', code);
export const isContentUnblurred = (code: CountryCode) => isFeatureOn('contentUnblurred', code);
export const hasAdTagTracking = (code: CountryCode) => isFeatureOn('adTagTracking', code);

/** Spec §6: the content campaign runs in the Philippines, and otherwise when the country is not launched. */
export function isContentCampaignRunning(config: CountryConfig): boolean {
  return isFeatureOn('contentCampaignRunning', config.country.code) || !config.isLaunched;
}
