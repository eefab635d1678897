// Where a mail's links point: the user's own country site (AT and CH users get the German one), in the user's
// interface language (a locale prefix when it is not the site's own), always absolute. Locally the port is the
// request's, or the server's PORT when there is no request.
import type { CountryConfig } from '../../config/countries/country-config';
import { ALL_COUNTRY_CODES, type CountryCode } from '../../config/countries/country-config';
import { INTERNATIONAL_SITE_COUNTRY } from '../../config/countries/countries';
import { countryConfigFor, siteCountryOf } from '../../lib/country';
import { localizedHref, siteDefaultLocale, siteOrigin } from '../../lib/site/site';
import { env } from '../env';
import { mailLocale } from './mail-strings';

export type MailSite = {
  origin: string;
  locale: string;
  defaultLocale: string;
  supportEmail: string;
  /** An absolute link to a path (with its query) of the site, locale-prefixed where needed. */
  href(path: string): string;
};

function isCountryCode(value: string): value is CountryCode {
  return (ALL_COUNTRY_CODES as readonly string[]).includes(value);
}

function siteConfigOf(country: string): CountryConfig {
  const appEnv = env().APP_ENV;
  const code = country.toUpperCase();
  try {
    if (isCountryCode(code)) return countryConfigFor(siteCountryOf(code), appEnv);
  } catch {
    // not in this environment's table: the international site
  }
  return countryConfigFor(INTERNATIONAL_SITE_COUNTRY, appEnv);
}

export function mailSite(user: { country: string; interfaceLanguage: string }, requestHost?: string): MailSite {
  const config = siteConfigOf(user.country);
  const origin = siteOrigin(config.domain, env().APP_ENV, requestHost ?? `localhost:${env().PORT}`);
  const locale = mailLocale(user.interfaceLanguage);
  const defaultLocale = siteDefaultLocale(config);
  return {
    origin,
    locale,
    defaultLocale,
    supportEmail: config.supportEmail,
    href: (path) => `${origin}${localizedHref(path, locale, defaultLocale)}`,
  };
}
