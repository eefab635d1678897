import { describe, expect, it } from 'vitest';
import { countryConfigFor, countryForHost } from '../../country/resolve-country';
import { buildSite, localizedHref, siteAlternates, unprefixedPath } from '../site';

describe('site of a request', () => {
  it('is the German site in German on de.localhost, not prefixed', () => {
    const site = buildSite(countryForHost('de.localhost:3000', 'local'), { appEnv: 'local', host: 'de.localhost:3000', locale: 'de', path: '/' });
    expect(site).toMatchObject({ countryCode: 'DE', origin: 'http://de.localhost:3000', defaultLocale: 'de', isLocalePrefixed: false });
    expect(site.features.cookieBanner).toBe(true);
    expect(site.features.homepageFaqHidden).toBe(false);
  });

  it('marks a page under a foreign locale prefix as prefixed (noindex)', () => {
    const site = buildSite(countryForHost('de.localhost:3000', 'local'), { appEnv: 'local', host: 'de.localhost:3000', locale: 'es-MX', path: '/es-MX/' });
    expect(site.isLocalePrefixed).toBe(true);
  });

  it('is the international English site on plain localhost, without cookie banner and with the FAQ hidden', () => {
    const site = buildSite(countryForHost('localhost:3000', 'local'), { appEnv: 'local', host: 'localhost:3000', locale: 'en', path: '/' });
    expect(site).toMatchObject({ countryCode: 'US', defaultLocale: 'en', isLocalePrefixed: false });
    expect(site.features.cookieBanner).toBe(false);
    expect(site.features.homepageFaqHidden).toBe(true);
  });

  it('uses https and the real domain outside local', () => {
    const site = buildSite(countryConfigFor('FR', 'prod'), { appEnv: 'prod', host: 'knowly.fr', locale: 'fr', path: '/' });
    expect(site.origin).toBe('https://knowly.fr');
  });

  it('runs the content campaign where the country is not launched', () => {
    const site = buildSite(countryConfigFor('CL', 'staging'), { appEnv: 'staging', host: 'staging.knowly.cl', locale: 'es-CL', path: '/' });
    expect(site.features.contentCampaignRunning).toBe(true);
  });

  it("carries the country's showGrades switch (issue 33), which the pages that name grades read", () => {
    const config = countryConfigFor('FR', 'prod');
    const build = (showGrades: boolean) => buildSite({ ...config, showGrades }, { appEnv: 'prod', host: 'knowly.fr', locale: 'fr', path: '/' });
    expect(build(true).showGrades).toBe(true);
    expect(build(false).showGrades).toBe(false);
  });
});

describe('hreflang alternates', () => {
  it('lists the same page on every launched site once per language, plus x-default', () => {
    const alternates = siteAlternates('/fr/legal/tos?x=1', 'local', 'de.localhost:3000');
    const byLang = Object.fromEntries(alternates.map(({ hreflang, href }) => [hreflang, href]));
    expect(byLang.de).toBe('http://de.localhost:3000/legal/tos');
    expect(byLang.fr).toBe('http://fr.localhost:3000/legal/tos');
    expect(byLang['x-default']).toBe('http://localhost:3000/legal/tos');
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
  });

  it('leaves out sites that are not launched', () => {
    const hreflangs = siteAlternates('/', 'staging', 'staging.knowly.de').map((a) => a.hreflang);
    expect(hreflangs).not.toContain('es-CL');
    expect(hreflangs).toContain('es-MX');
  });

  it('strips locale prefix and query from the page path', () => {
    expect(unprefixedPath('/es-MX/about/company?utm_content=a')).toBe('/about/company');
    expect(unprefixedPath('/de')).toBe('/');
  });
});

describe('localized href', () => {
  it('keeps the site language unprefixed and prefixes any other interface language', () => {
    expect(localizedHref('/legal/tos', 'de', 'de')).toBe('/legal/tos');
    expect(localizedHref('/legal/tos', 'fr', 'de')).toBe('/fr/legal/tos');
    expect(localizedHref('/', 'es-MX', 'en')).toBe('/es-MX');
  });
});
