// robots.txt per site: staging and dev keep every crawler out; prod and local (which behaves like prod so that
// audits measure the real thing) allow the public pages and name the sitemap.
import type { AppEnv } from '../../config/countries/environments';

export function robotsTxt(appEnv: AppEnv, origin: string): string {
  if (appEnv === 'staging' || appEnv === 'dev') return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /app/', 'Disallow: /dev/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
