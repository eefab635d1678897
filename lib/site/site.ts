// The site a page is rendered for: the request host's country config reduced to what pages show, the interface
// locale, whether that locale came from a path prefix (→ noindex), and the same page on the other country sites.
import type { CountryCode, CountryConfig } from '../../config/countries/country-config';
import type { AppEnv } from '../../config/countries/environments';
import { FEATURE_SWITCHES, isContentCampaignRunning, isFeatureOn, type FeatureSwitch } from '../../config/feature-switches';
import { isLocale, type Locale } from '../../config/locales';
import { countryTable, siteCountryOf } from '../country/resolve-country';
import { pathSegments } from '../layout/page-layout';

export type Site = {
  countryCode: CountryCode;
  countryName: string;
  domain: string;
  origin: string;
  contentLanguage: string;
  /** The interface language of this render. */
  locale: Locale;
  /** The site's own interface language, which needs no path prefix. */
  defaultLocale: Locale;
  isLocalePrefixed: boolean;
  isLaunched: boolean;
  /** Whether the site shows grade levels (spec §3 showGrades): on know cards and know pages, as a search filter, as
   *  an onboarding step, in a know's details and in the school tutor's choice. */
  showGrades: boolean;
  supportEmail: string;
  /** Spec §5: the youngest age allowed to sign up here (13 in the US), null where there is none. */
  minimumAge: number | null;
  /** The sign-up's newsletter box starts ticked (spec §3 subscribeEmailByDefault); unticked where consent comes first. */
  subscribeEmailByDefault: boolean;
  social: { instagramUrl: string | null; tiktokUrl: string | null; discordUrl: string | null };
  features: Record<FeatureSwitch, boolean>;
  /** What the browser may send and load for measuring (from the server's configuration, never a secret). */
  tracking: SiteTracking;
  /** The same page on every launched site, by hreflang, plus x-default (the international site). */
  alternates: { hreflang: string; href: string; countryName: string }[];
  /** The site's country as a sentence of the interface language names it ({{country}}, {{inCountry}}: "in der
   *  Schweiz"), worked out by the server render (server/pages/request-site.ts) so that the table of forms
   *  (lib/i18n/country-forms.ts) stays out of the browser's scripts (issue 29). */
  countryWords?: { country: string; inCountry: string };
};

export type SiteTracking = {
  /** Whether the client sends analytics events (off in APP_ENV=local unless ANALYTICS_IN_LOCAL). */
  analyticsEnabled: boolean;
  behaviorAnalyticsSiteId: string | null;
  behaviorAnalyticsPages: string[];
  adTagId: string | null;
};

const NO_TRACKING: SiteTracking = { analyticsEnabled: false, behaviorAnalyticsSiteId: null, behaviorAnalyticsPages: [], adTagId: null };

export function siteDefaultLocale(config: CountryConfig): Locale {
  return isLocale(config.language.code) ? config.language.code : 'en';
}

/** http for local hosts (with the request's port), https everywhere else. */
export function siteOrigin(domain: string, appEnv: AppEnv, requestHost: string): string {
  if (appEnv !== 'local') return `https://${domain}`;
  const port = /:(\d+)$/.exec(requestHost)?.[1];
  return `http://${domain}${port ? `:${port}` : ''}`;
}

/** The path without its locale prefix and query: what the same page is called on every site. */
export function unprefixedPath(path: string): string {
  return `/${pathSegments(path).join('/')}`;
}

export function siteAlternates(path: string, appEnv: AppEnv, requestHost: string): Site['alternates'] {
  const page = unprefixedPath(path);
  const suffix = page === '/' ? '' : page;
  const sites = countryTable(appEnv).filter((entry) => entry.isLaunched && siteCountryOf(entry.country.code) === entry.country.code);
  const alternates: Site['alternates'] = sites.map((entry) => ({
    hreflang: siteDefaultLocale(entry),
    href: `${siteOrigin(entry.domain, appEnv, requestHost)}${suffix || '/'}`,
    countryName: entry.country.localizedName,
  }));
  const international = sites.find((entry) => entry.country.code === 'US');
  if (international) {
    alternates.push({ hreflang: 'x-default', href: `${siteOrigin(international.domain, appEnv, requestHost)}${suffix || '/'}`, countryName: international.country.localizedName });
  }
  const seen = new Set<string>();
  return alternates.filter(({ hreflang }) => !seen.has(hreflang) && seen.add(hreflang));
}

export function buildSite(
  config: CountryConfig,
  { appEnv, host, locale, path, tracking = NO_TRACKING }: { appEnv: AppEnv; host: string; locale: Locale; path: string; tracking?: SiteTracking },
): Site {
  const code = config.country.code;
  const defaultLocale = siteDefaultLocale(config);
  const features = Object.fromEntries(
    (Object.keys(FEATURE_SWITCHES) as FeatureSwitch[]).map((feature) => [feature, isFeatureOn(feature, code)]),
  ) as Record<FeatureSwitch, boolean>;
  features.contentCampaignRunning = isContentCampaignRunning(config);
  return {
    countryCode: code,
    countryName: config.country.localizedName,
    domain: config.domain,
    origin: siteOrigin(config.domain, appEnv, host),
    contentLanguage: config.language.code,
    locale,
    defaultLocale,
    isLocalePrefixed: locale !== defaultLocale,
    isLaunched: config.isLaunched,
    showGrades: config.showGrades,
    supportEmail: config.supportEmail,
    minimumAge: config.minimumAge,
    subscribeEmailByDefault: config.subscribeEmailByDefault,
    social: { instagramUrl: config.instagramUrl, tiktokUrl: config.tiktokUrl, discordUrl: config.discordUrl },
    features,
    tracking,
    alternates: siteAlternates(path, appEnv, host),
  };
}

/**
 * An internal href in the interface locale: prefixed unless the locale is the site's own. Links pass it to Next
 * with locale={false}, because Next's own locale handling would send a locale that is another domain's default
 * to that domain (and drop the port locally), while the spec keeps the interface language on the same site.
 */
export function localizedHref(href: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return href;
  return `/${locale}${href === '/' ? '' : href}`;
}
