// sitemap.xml per site: the site's public pages, each with its hreflang alternates on the other sites.
import type { AppEnv } from '../../config/countries/environments';
import { asciiUrl } from '../../lib/routes/ascii-url';
import { siteAlternates } from '../../lib/site/site';
import { routes } from '../../lib/routes/page-routes';

/** Public pages every site has (their own language, no prefix). Capabilities add theirs here. */
export const PUBLIC_PAGES = [
  routes.home(), routes.about('company'), routes.about('advertise'), routes.about('safety'), routes.expansion(), routes.careers(), routes.careerJobs(),
  routes.legal('imprint'), routes.legal('privacy'), routes.legal('tos'), routes.legal('guidelines'), routes.legal('contact'), routes.legal('tos-knower'),
  routes.university(), routes.developers(),
];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A URL as the sitemap protocol wants it: percent-encoded (a slug in Greek or with ı, ł, ș), then entity-escaped. */
const xmlUrl = (url: string) => escapeXml(asciiUrl(url));

/**
 * The sitemap of one site: `pages` exist on every site (with hreflang alternates), `sitePages` only on this one (its
 * knows, catalogue pages and knower profiles).
 */
export function sitemapXml({ origin, appEnv, host, pages = PUBLIC_PAGES, sitePages = [] }: { origin: string; appEnv: AppEnv; host: string; pages?: readonly string[]; sitePages?: readonly string[] }): string {
  const siteUrls = sitePages.map((page) => `  <url>\n    <loc>${xmlUrl(`${origin}${page}`)}</loc>\n  </url>`);
  const urls = pages.map((page) => {
    const alternates = siteAlternates(page, appEnv, host)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${xmlUrl(href)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${xmlUrl(`${origin}${page}`)}</loc>\n${alternates}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    ...siteUrls,
    '</urlset>',
    '',
  ].join('\n');
}
