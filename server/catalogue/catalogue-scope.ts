// What a country site's catalogue covers: the knows of its countries (DE also shows AT and CH knows) and the subjects,
// topics and knowledge nodes of its content language (the site's exact code first, then its base language: en-GB, en).
import { inArray } from 'drizzle-orm';
import { SHARED_SITES } from '../../config/countries/countries';
import { knows } from '../db/schema';
import { contentLanguageOf } from './find-subjects';

export type CatalogueScope = { countries: string[]; languages: string[] };

/** The countries a site serves: its own and those that share it (DE: DE, AT, CH). */
export function siteCountries(siteCountryCode: string): string[] {
  const shared = Object.entries(SHARED_SITES).filter(([, siteCountry]) => siteCountry === siteCountryCode).map(([country]) => country);
  return [siteCountryCode, ...shared];
}

export function catalogueScope(site: { countryCode: string; contentLanguage: string }): CatalogueScope {
  const base = contentLanguageOf(site.contentLanguage);
  return { countries: siteCountries(site.countryCode), languages: base === site.contentLanguage ? [base] : [site.contentLanguage, base] };
}

/** Over `knows`: a know of the scope's countries (combine with isPublicKnow, as findPublicKnowUuids does). */
export const knowInScope = (scope: CatalogueScope) => inArray(knows.country, scope.countries);

/** Of rows in several languages with the same slug, the one in the scope's first (most exact) language. */
export function preferExactLanguage<T extends { slug: string; contentLanguage: string }>(rows: T[], scope: CatalogueScope): T[] {
  const rank = (row: T) => scope.languages.indexOf(row.contentLanguage);
  const best = new Map<string, T>();
  for (const row of rows) {
    const current = best.get(row.slug);
    if (!current || rank(row) < rank(current)) best.set(row.slug, row);
  }
  return rows.filter((row) => best.get(row.slug) === row);
}
