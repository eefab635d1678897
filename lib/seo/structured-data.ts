// Structured page data (JSON-LD): the website and the app as a software application in an educational category,
// with an optional aggregate rating.
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

/** Serialises JSON-LD for a <script> element: `<` is escaped so that no value can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
