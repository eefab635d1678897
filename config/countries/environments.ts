// How the four deployment environments differ: which countries they list, their domains, service hosts (spec §7: a
// backend edge host per data-centre region, the analytics host, the global authentication host) and launches.
import { SERVICE_BASES } from '../services';
import { ALL_COUNTRY_CODES, COUNTRY_CODES, type BaseUrls, type CountryCode } from './country-config';
import { INTERNATIONAL_SITE_COUNTRY, type CountrySite, type DataCentreRegion } from './countries';

/** The deployment environments: the values of APP_ENV (server/env.ts reads it). */
export const APP_ENVS = ['prod', 'staging', 'dev', 'local'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export type Environment = {
  countries: readonly CountryCode[];
  domain: (site: CountrySite) => string;
  baseUrls: (region: DataCentreRegion) => BaseUrls;
  /** Spec §7: the global authentication host (one for every country), or a path on the site's origin locally. */
  authService: string;
  notLaunched: readonly CountryCode[];
};

const productionDomain = (site: CountrySite) => site.productionDomain;

/** staging.knowly.de, dev.knowly.co.uk …: the production domain under an environment prefix. */
const prefixedDomain = (prefix: string) => (site: CountrySite) => `${prefix}.${site.productionDomain}`;

/** de.localhost, fr.localhost …; the international site is plain localhost (browsers resolve *.localhost locally). */
const localhostDomain = (site: CountrySite) =>
  site.siteCountry === INTERNATIONAL_SITE_COUNTRY ? 'localhost' : `${site.siteCountry.toLowerCase()}.localhost`;

/** One backend edge host per data-centre region and one analytics host, with an environment suffix. */
const regionalHosts =
  (suffix: '' | '-staging' | '-dev') =>
  (region: DataCentreRegion): BaseUrls => ({
    backendEdge: `https://api-${region}${suffix}.knowly.com`,
    analyticsService: `https://analytics${suffix}.knowly.com`,
  });

/** Locally one process is the whole product: the services are mounted on the site's own origin. */
const sameOriginServices = (): BaseUrls => ({ backendEdge: SERVICE_BASES.main, analyticsService: SERVICE_BASES.analytics });

/** The global authentication host, with the environment suffix. */
const authHost = (suffix: '' | '-staging' | '-dev') => `https://auth${suffix}.knowly.com`;

/** Spec §4: in the production table the Netherlands is not launched. */
const NOT_LAUNCHED_IN_PRODUCTION: readonly CountryCode[] = ['NL'];

/** Spec §4: in the staging table the Philippines, Chile, Argentina and Peru are not launched. */
const NOT_LAUNCHED_BEFORE_PRODUCTION: readonly CountryCode[] = ['PH', 'CL', 'AR', 'PE'];

export const ENVIRONMENTS: Readonly<Record<AppEnv, Environment>> = {
  prod: {
    countries: ALL_COUNTRY_CODES,
    domain: productionDomain,
    baseUrls: regionalHosts(''),
    authService: authHost(''),
    notLaunched: NOT_LAUNCHED_IN_PRODUCTION,
  },
  staging: {
    countries: COUNTRY_CODES,
    domain: prefixedDomain('staging'),
    baseUrls: regionalHosts('-staging'),
    authService: authHost('-staging'),
    notLaunched: NOT_LAUNCHED_BEFORE_PRODUCTION,
  },
  dev: {
    countries: COUNTRY_CODES,
    domain: prefixedDomain('dev'),
    baseUrls: regionalHosts('-dev'),
    authService: authHost('-dev'),
    notLaunched: NOT_LAUNCHED_BEFORE_PRODUCTION,
  },
  // Launch flags as in production, so that a developer's machine behaves like the live product.
  local: {
    countries: COUNTRY_CODES,
    domain: localhostDomain,
    baseUrls: sameOriginServices,
    authService: SERVICE_BASES.auth,
    notLaunched: NOT_LAUNCHED_IN_PRODUCTION,
  },
};
