// Finds a country's config: by host name for a request, or by code within a deployment environment's table.
import type { CountryCode, CountryConfig } from '../../config/countries/country-config';
import { INTERNATIONAL_SITE_COUNTRY, siteCountryOf } from '../../config/countries/countries';
import type { AppEnv } from '../../config/countries/environments';
import { COUNTRY_TABLES } from '../../config/countries/tables';
import { CountryConfigMissingError } from './errors';

export { siteCountryOf };

export function countryTable(appEnv: AppEnv): readonly CountryConfig[] {
  return COUNTRY_TABLES[appEnv];
}

/** Throws CountryConfigMissingError when the environment's table has no entry for the code (e.g. NL in staging). */
export function countryConfigFor(code: CountryCode, appEnv: AppEnv): CountryConfig {
  const config = countryTable(appEnv).find((entry) => entry.country.code === code);
  if (!config) throw new CountryConfigMissingError(code, appEnv);
  return config;
}

const sitesByDomain = new Map<AppEnv, ReadonlyMap<string, CountryConfig>>();

/** Domain → config of the site's own country (AT and CH share DE's domain, which answers with DE). */
function siteByDomain(appEnv: AppEnv): ReadonlyMap<string, CountryConfig> {
  let sites = sitesByDomain.get(appEnv);
  if (!sites) {
    const siteConfigs = countryTable(appEnv).filter((entry) => siteCountryOf(entry.country.code) === entry.country.code);
    sites = new Map(siteConfigs.map((entry) => [entry.domain, entry]));
    sitesByDomain.set(appEnv, sites);
  }
  return sites;
}

/** The host name of a Host header: without port or trailing dot, lower case. */
function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  const withoutPort = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * The country whose site a request's host belongs to: the domain itself or its www. form, any port, any case.
 * An unknown host gets the international site (the US config), never an error.
 */
export function countryForHost(host: string, appEnv: AppEnv): CountryConfig {
  const name = hostName(host);
  const sites = siteByDomain(appEnv);
  return (
    sites.get(name) ??
    (name.startsWith('www.') ? sites.get(name.slice('www.'.length)) : undefined) ??
    countryConfigFor(INTERNATIONAL_SITE_COUNTRY, appEnv)
  );
}
