// The links a page gives search engines about itself (issue 15 "SEO without duplicates"): its canonical URL, whether
// it is indexed, and its hreflang alternates. A know (user content) exists under the same path on every country site;
// it is canonical only on the site of its content language, and the other sites point their canonical there. Pages
// whose content is a site's own — knows, knower and user profiles, the catalogue, the app area — are no translations
// of each other, so only the product's own pages (home, about, legal, careers, pro plan…) carry hreflang alternates.
import { localizedHref, type Site } from '../site/site';

/** First path segments of pages whose content belongs to one site: no translations exist of them. */
const SITE_CONTENT_SECTIONS = new Set(['knows', 'knowers', 'users', 'subjects', 'topics', 'knowledge', 'app']);

type PageLinks = { canonical: string; noindex: boolean; alternates: Site['alternates'] };

type SiteLinks = Pick<Site, 'origin' | 'locale' | 'defaultLocale' | 'isLocalePrefixed' | 'contentLanguage' | 'alternates'>;

/**
 * The origin of the site whose content language is `contentLanguage`: the site's alternates name every launched site
 * by its language. The page's own site when that is it, or when no launched site has that language.
 */
function contentSiteOrigin(site: SiteLinks, contentLanguage: string): string {
  if (site.contentLanguage === contentLanguage) return site.origin;
  const home = site.alternates.find(({ hreflang }) => hreflang === contentLanguage);
  return home ? new URL(home.href).origin : site.origin;
}

/**
 * `path` is the page's unprefixed path; `contentLanguage` the language of user content the page shows (a know's),
 * which makes the site of that language the canonical one.
 */
export function pageLinks(site: SiteLinks | null, { path, noindex = false, contentLanguage }: { path: string; noindex?: boolean; contentLanguage?: string }): PageLinks {
  if (!site) return { canonical: path, noindex, alternates: [] };
  const robotsNoindex = noindex || site.isLocalePrefixed;
  const canonical = contentLanguage
    ? `${contentSiteOrigin(site, contentLanguage)}${path}`
    : `${site.origin}${localizedHref(path, site.locale, site.defaultLocale)}`;
  const section = path.split('/').filter(Boolean)[0] ?? '';
  const translated = !contentLanguage && !SITE_CONTENT_SECTIONS.has(section);
  return { canonical, noindex: robotsNoindex, alternates: translated ? site.alternates : [] };
}
