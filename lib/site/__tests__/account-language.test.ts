import { describe, expect, it } from 'vitest';
import { hrefInAccountLanguage } from '../account-language';

const germanSite = { locale: 'de', defaultLocale: 'de' } as const;

describe('the address in the account language (decision 038)', () => {
  it('puts the account language’s prefix on an address of another language', () => {
    expect(hrefInAccountLanguage('/knows/zellatmung-1', 'en', germanSite)).toBe('/en/knows/zellatmung-1');
    expect(hrefInAccountLanguage('/', 'fr', germanSite)).toBe('/fr');
  });

  it('uses no prefix for the site’s own language, reached from a prefixed page', () => {
    expect(hrefInAccountLanguage('/app/feeds', 'de', { locale: 'en', defaultLocale: 'de' })).toBe('/app/feeds');
  });

  it('changes nothing when the page is in the account language, or the account’s language is no interface locale', () => {
    expect(hrefInAccountLanguage('/app/feeds', 'de', germanSite)).toBeNull();
    expect(hrefInAccountLanguage('/app/feeds', 'nl', germanSite)).toBeNull();
    expect(hrefInAccountLanguage('/app/feeds', '', germanSite)).toBeNull();
  });
});
