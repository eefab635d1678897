// A breadcrumb trail's structured data (schema.org BreadcrumbList), made from the very crumbs the page shows: the same
// names in the same order, and each item's URL the address its link shows — in the page's interface language, as
// components/link writes it (issue 15 "BreadcrumbList JSON-LD matches what is shown").
import { localizedHref, type Site } from '../site/site';

export type Crumb = { name: string; path: string };

type SiteAddress = Pick<Site, 'origin' | 'locale' | 'defaultLocale'>;

export function breadcrumbListJsonLd(crumbs: readonly Crumb[], site: SiteAddress | null) {
  const url = (path: string) => (site ? `${site.origin}${localizedHref(path, site.locale, site.defaultLocale)}` : path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: url(crumb.path) })),
  };
}
