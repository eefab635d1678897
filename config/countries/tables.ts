// The country config table of each deployment environment, built from the base data and the environment's differences.
import type { CountryConfig } from './country-config';
import { countrySites, type CountrySite } from './countries';
import { ENVIRONMENTS, type AppEnv, type Environment } from './environments';

function countryConfig(site: CountrySite, environment: Environment): CountryConfig {
  return {
    ...site.entry,
    domain: environment.domain(site),
    isLaunched: !environment.notLaunched.includes(site.code),
    // Computed against the clock where needed: lib/country/expansion-contest.ts (withContestState).
    isExpansionContestRunning: false,
    baseUrls: environment.baseUrls(site.region),
  };
}

function countryTableOf(environment: Environment): readonly CountryConfig[] {
  return countrySites(environment.countries).map((site) => countryConfig(site, environment));
}

export const COUNTRY_TABLES: Readonly<Record<AppEnv, readonly CountryConfig[]>> = {
  prod: countryTableOf(ENVIRONMENTS.prod),
  staging: countryTableOf(ENVIRONMENTS.staging),
  dev: countryTableOf(ENVIRONMENTS.dev),
  local: countryTableOf(ENVIRONMENTS.local),
};
