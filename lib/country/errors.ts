// Spec §8: a missing country config raises an error advising to fetch the config.
import type { CountryCode } from '../../config/countries/country-config';
import type { AppEnv } from '../../config/countries/environments';

export class CountryConfigMissingError extends Error {
  readonly code: CountryCode;
  readonly appEnv: AppEnv;

  constructor(code: CountryCode, appEnv: AppEnv) {
    super(
      `No country config for ${code} in the ${appEnv} table. Fetch the country config first ` +
        `(countryForHost or countryTable) and only ask for a country that has an entry there.`,
    );
    this.name = 'CountryConfigMissingError';
    this.code = code;
    this.appEnv = appEnv;
  }
}
