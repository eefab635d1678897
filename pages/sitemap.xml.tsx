import type { GetServerSideProps } from 'next';
import { getDb } from '../server/db';
import { env } from '../server/env';
import { requestHost, requestSite } from '../server/pages/request-site';
import { contentSitemapPages } from '../server/seo/content-sitemap';
import { sitemapXml } from '../server/seo/sitemap';

export default function SitemapXml() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ req, res, locale }) => {
  const site = requestSite(req, { locale, path: '/' });
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  const sitePages = await contentSitemapPages(await getDb(), site.contentLanguage);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(sitemapXml({ origin: site.origin, appEnv: env().APP_ENV, host: requestHost(req), sitePages }));
  return { props: {} };
};
