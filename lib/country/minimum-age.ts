// Spec §5: the minimum age to sign up on a country's site (13 for the US, none elsewhere).
import type { CountryConfig } from '../../config/countries/country-config';

/** The minimum age in years, or null when the site has none. */
export function minimumAgeFor(config: CountryConfig): number | null {
  return config.minimumAge;
}
