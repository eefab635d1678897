// The site a server render is for: the request host's country config (unknown hosts get the international
// site) with the render's interface locale.
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE, isLocale } from '../../config/locales';
import { countryForHost } from '../../lib/country/resolve-country';
import { countryWords } from '../../lib/i18n/country-forms';
import { buildSite, type Site, type SiteTracking } from '../../lib/site/site';
import { analyticsEnabled } from '../analytics/analytics-enabled';
import { env } from '../env';

type WithHeaders = { headers: IncomingHttpHeaders };

export function requestHost(req: WithHeaders): string {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' ? forwarded.split(',')[0] : undefined) ?? req.headers.host ?? 'localhost';
  return host.trim();
}

/** What the browser may send and load for measuring, from the server's configuration. */
function siteTracking(): SiteTracking {
  const config = env();
  return {
    analyticsEnabled: analyticsEnabled(config),
    behaviorAnalyticsSiteId: config.BEHAVIOR_ANALYTICS_SITE_ID ?? null,
    behaviorAnalyticsPages: config.BEHAVIOR_ANALYTICS_PAGES,
    adTagId: config.AD_TAG_ID ?? null,
  };
}

export function requestSite(req: WithHeaders, { locale, path }: { locale: string | undefined; path: string }): Site {
  const appEnv = env().APP_ENV;
  const host = requestHost(req);
  const site = buildSite(countryForHost(host, appEnv), { appEnv, host, locale: isLocale(locale) ? locale : DEFAULT_LOCALE, path, tracking: siteTracking() });
  return { ...site, countryWords: countryWords(site.locale, site.countryCode) };
}
