// What a new account takes from the site it is made on (its country, languages and age gate): one answer for the
// e-mail sign-up and for Google or Apple sign-in.
import type { IncomingHttpHeaders } from 'node:http';
import { ageGateOf } from '../../config/countries/age-gates';
import { isLocale } from '../../config/locales';
import { countryConfigFor } from '../../lib/country/resolve-country';
import { env } from '../env';
import { requestHost, requestSite } from '../pages/request-site';
import type { SignupSite } from './sign-up';

/** The client may ask for another interface language of the country than its default (the footer's switch). */
const INTERFACE_LANGUAGE_HEADER = 'x-interface-language';

export function signupSiteOf(headers: IncomingHttpHeaders): SignupSite {
  const header = headers[INTERFACE_LANGUAGE_HEADER];
  const requested = typeof header === 'string' && isLocale(header) ? header : undefined;
  const site = requestSite({ headers }, { locale: requested, path: '/' });
  const config = countryConfigFor(site.countryCode, env().APP_ENV);
  return {
    countryCode: site.countryCode,
    countryName: config.country.englishName,
    interfaceLanguage: requested ?? site.defaultLocale,
    contentLanguage: site.contentLanguage,
    // The hard minimum of the country table (spec §5) and its age of digital consent (decision 029).
    minimumAge: config.minimumAge,
    parentalConsentAge: ageGateOf(site.countryCode).parentalConsentAge,
    subscribeEmailByDefault: config.subscribeEmailByDefault,
    requestHost: requestHost({ headers }),
  };
}
