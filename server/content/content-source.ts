// Where the texts of the static pages come from: local Markdown per locale and country (default) or a headless
// CMS with an API key. Both answer the same ContentPage, rendered to HTML from Markdown.
import type { CountryCode } from '../../config/countries/country-config';
import type { Locale } from '../../config/locales';

export const CONTENT_SLUGS = [
  'about-company', 'about-advertise', 'about-safety', 'about-schedule-call', 'expansion', 'careers', 'careers-jobs',
  'legal-imprint', 'legal-privacy', 'legal-tos', 'legal-guidelines', 'legal-contact', 'legal-tos-knower',
  'unavailable-feature', 'ads-survey-redirect',
] as const;

export type ContentSlug = (typeof CONTENT_SLUGS)[number];

type ContentQuery = {
  slug: ContentSlug;
  locale: Locale;
  country: CountryCode;
  /** Values for {{name}} placeholders in the text (support e-mail, country name…). */
  placeholders: Record<string, string>;
};

type ContentPage = { slug: ContentSlug; title: string; description: string; html: string; language: string };

export type ContentSource = { getPage(query: ContentQuery): Promise<ContentPage | null> };

/**
 * The files or entries to try for a locale and country, most specific first: the country's own version, the
 * locale, Latin American Spanish (es-419) for the regional Spanish locales, the base language, then English.
 */
export function contentCandidates(locale: Locale, country: CountryCode): string[] {
  const base = locale.split('-')[0]!;
  const candidates = [`${locale}.${country}`, locale];
  if (base === 'es' && locale !== 'es') candidates.push('es-419');
  candidates.push(base, 'en');
  return [...new Set(candidates)];
}
