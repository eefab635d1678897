// Structured data of catalogue pages: the breadcrumb trail and the page as a collection of knows.
export type Crumb = { name: string; path: string };

export function breadcrumbListJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

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
