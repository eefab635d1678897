// Structured page data (JSON-LD): the website and the app as a software application in an educational category,
// with an optional aggregate rating — the home page's, rendered by its sections on the server (a static island: this
// code is in no page's first load). Serialised by json-ld.ts.
import { PRODUCT_NAME } from './page-title';
export type AggregateRating = { ratingValue: number; ratingCount: number };

export function websiteJsonLd({ name, url, searchPath }: { name: string; url: string; searchPath?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url,
    ...(searchPath
      ? { potentialAction: { '@type': 'SearchAction', target: `${url}${searchPath}?query={search_term_string}`, 'query-input': 'required name=search_term_string' } }
      : {}),
  };
}

export function softwareApplicationJsonLd({ name, url, description, rating }: { name: string; url: string; description: string; rating?: AggregateRating }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    url,
    description,
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web, iOS, Android',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
    ...(rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.ratingValue, ratingCount: rating.ratingCount } } : {}),
  };
}

/** The home page's blocks: the website with its search, and the app. */
export function siteJsonLd({ origin, description, searchPath, rating }: { origin: string; description: string; searchPath: string; rating?: AggregateRating }) {
  const url = origin || '/';
  return [websiteJsonLd({ name: PRODUCT_NAME, url, searchPath }), softwareApplicationJsonLd({ name: PRODUCT_NAME, url, description, rating })];
}
