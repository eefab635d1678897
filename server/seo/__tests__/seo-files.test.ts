import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../robots';
import { PUBLIC_PAGES, sitemapXml } from '../sitemap';

describe('robots.txt', () => {
  it.each(['staging', 'dev'] as const)('keeps every crawler out on %s', (appEnv) => {
    expect(robotsTxt(appEnv, 'https://staging.knowly.de')).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each(['prod', 'local'] as const)('allows public pages and names the sitemap on %s', (appEnv) => {
    const text = robotsTxt(appEnv, 'https://knowly.fr');
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /app/');
    expect(text).toContain('Sitemap: https://knowly.fr/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml({ origin: 'http://de.localhost:3000', appEnv: 'local', host: 'de.localhost:3000' });

  it('lists every public page of the site', () => {
    for (const page of PUBLIC_PAGES) expect(xml).toContain(`<loc>http://de.localhost:3000${page}</loc>`);
  });

  it('gives each page its alternates on the other sites', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="http://fr.localhost:3000/legal/tos"/>');
    expect(xml).toContain('hreflang="x-default" href="http://localhost:3000/legal/tos"');
  });
});
