import type { GetServerSideProps } from 'next';
import { requestSite } from '../server/pages/request-site';
import { env } from '../server/env';
import { robotsTxt } from '../server/seo/robots';

export default function RobotsTxt() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ req, res, locale }) => {
  const site = requestSite(req, { locale, path: '/' });
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(robotsTxt(env().APP_ENV, site.origin));
  return { props: {} };
};
