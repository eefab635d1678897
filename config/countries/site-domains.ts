// The site domains of one environment with their default interface locale, for Next's domain routing: on its own
// domain a site's language needs no prefix, and other locales are reached by prefix (/fr/…). Next allows each
// default locale on one domain only, so the routing is per environment and sites whose language has no
// interface locale (NL, HU) are left to the default locale like any unknown host.
import { isLocale, type Locale } from '../locales';
import type { AppEnv } from './environments';
import { COUNTRY_TABLES } from './tables';

export type SiteDomain = { domain: string; defaultLocale: Locale; http?: true };

export function siteDomains(appEnv: AppEnv): SiteDomain[] {
  const byDomain = new Map<string, SiteDomain>();
  for (const config of COUNTRY_TABLES[appEnv]) {
    const language = config.language.code;
    if (byDomain.has(config.domain) || !isLocale(language)) continue;
    byDomain.set(config.domain, {
      domain: config.domain,
      defaultLocale: language,
      ...(appEnv === 'local' ? { http: true as const } : {}),
    });
  }
  return [...byDomain.values()];
}
