// Structured data of catalogue pages: the page as a collection of knows (the breadcrumb trail: lib/seo/breadcrumbs).
import type { Crumb } from '../../../lib/seo/breadcrumbs';

export function collectionPageJsonLd(origin: string, { name, description, path, items }: { name: string; description: string; path: string; items: Crumb[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: `${origin}${path}`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: `${origin}${item.path}` })),
    },
  };
}
