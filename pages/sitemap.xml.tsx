import type { GetServerSideProps } from 'next';
import { env } from '../server/env';
import { requestHost, requestSite } from '../server/pages/request-site';
import { sitemapXml } from '../server/seo/sitemap';

export default function SitemapXml() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ req, res, locale }) => {
  const site = requestSite(req, { locale, path: '/' });
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.end(sitemapXml({ origin: site.origin, appEnv: env().APP_ENV, host: requestHost(req) }));
  return { props: {} };
};
