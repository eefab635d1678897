// Issue 15 "SEO without duplicates": a know is canonical on the site of its content language only — every other site's
// page for it points its canonical there — and hreflang alternates join only real translations (the product's own
// pages), never a know, a profile or a site's catalogue.
import { describe, expect, it } from 'vitest';
import { countryConfigFor } from '../../country/resolve-country';
import { buildSite } from '../../site/site';
import { pageLinks } from '../page-links';
import type { CountryCode } from '../../../config/countries/country-config';
import type { Locale } from '../../../config/locales';

const siteFor = (code: CountryCode, path: string, locale?: Locale) => {
  const config = countryConfigFor(code, 'local');
  return buildSite(config, { appEnv: 'local', host: `${config.domain}:3000`, locale: locale ?? (config.language.code as Locale), path });
};

const KNOW = '/knows/photosynthese-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a';

describe('a know is canonical on its own country’s site only', () => {
  it('on the site of its content language the know is canonical on itself', () => {
    expect(pageLinks(siteFor('DE', KNOW), { path: KNOW, contentLanguage: 'de' })).toEqual({ canonical: `http://de.localhost:3000${KNOW}`, noindex: false, alternates: [] });
  });

  it.each(['FR', 'US', 'GB', 'TR', 'PL'] as const)('the %s site points the canonical of a German know at the German site', (code) => {
    expect(pageLinks(siteFor(code, KNOW), { path: KNOW, contentLanguage: 'de' }).canonical).toBe(`http://de.localhost:3000${KNOW}`);
  });

  it('a know in British English is canonical on the British site, one in English on the international one', () => {
    expect(pageLinks(siteFor('DE', KNOW), { path: KNOW, contentLanguage: 'en-GB' }).canonical).toBe(`http://gb.localhost:3000${KNOW}`);
    expect(pageLinks(siteFor('DE', KNOW), { path: KNOW, contentLanguage: 'en' }).canonical).toBe(`http://localhost:3000${KNOW}`);
    expect(pageLinks(siteFor('DE', KNOW), { path: KNOW, contentLanguage: 'es-MX' }).canonical).toBe(`http://mx.localhost:3000${KNOW}`);
  });

  it('in an interface language by prefix, the know still points at its canonical site', () => {
    expect(pageLinks(siteFor('DE', `/fr${KNOW}`, 'fr'), { path: KNOW, contentLanguage: 'de' })).toEqual({ canonical: `http://de.localhost:3000${KNOW}`, noindex: true, alternates: [] });
  });

  it('a know in a language without a launched site stays canonical on the site showing it', () => {
    expect(pageLinks(siteFor('DE', KNOW), { path: KNOW, contentLanguage: 'nl' }).canonical).toBe(`http://de.localhost:3000${KNOW}`);
  });
});

describe('hreflang alternates only between real translations', () => {
  it('the product’s own pages name the same page on every launched site and x-default', () => {
    const { alternates } = pageLinks(siteFor('DE', '/legal/privacy'), { path: '/legal/privacy' });
    expect(alternates.map(({ hreflang }) => hreflang)).toEqual(expect.arrayContaining(['de', 'fr', 'en', 'en-GB', 'x-default']));
    expect(alternates.find(({ hreflang }) => hreflang === 'fr')?.href).toBe('http://fr.localhost:3000/legal/privacy');
  });

  it.each([KNOW, '/knowers/lena-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a/profile', '/users/0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', '/subjects/biologie', '/topics/zellbiologie', '/knowledge/naturwissenschaften', '/app/feeds'])(
    '%s has none: its content is one site’s own',
    (path) => {
      expect(pageLinks(siteFor('DE', path), { path }).alternates).toEqual([]);
    },
  );

  it('a page in an interface language by prefix is noindex and names the translations on their own sites', () => {
    const links = pageLinks(siteFor('DE', '/fr/legal/privacy', 'fr'), { path: '/legal/privacy' });
    expect(links).toMatchObject({ noindex: true, canonical: 'http://de.localhost:3000/fr/legal/privacy' });
    expect(links.alternates.find(({ hreflang }) => hreflang === 'fr')?.href).toBe('http://fr.localhost:3000/legal/privacy');
  });
});
