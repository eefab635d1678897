import { describe, expect, it } from 'vitest';
import { APP_ENVS } from '../environments';
import { siteDomains } from '../site-domains';

describe('site domains for Next domain routing', () => {
  it.each(APP_ENVS)('gives every default locale to one domain only in %s', (appEnv) => {
    const locales = siteDomains(appEnv).map((domain) => domain.defaultLocale);
    expect(new Set(locales).size).toBe(locales.length);
  });

  it('serves German on de.localhost and English on plain localhost, over http', () => {
    const local = Object.fromEntries(siteDomains('local').map((d) => [d.domain, d]));
    expect(local['de.localhost']).toEqual({ domain: 'de.localhost', defaultLocale: 'de', http: true });
    expect(local.localhost?.defaultLocale).toBe('en');
    expect(local['mx.localhost']?.defaultLocale).toBe('es-MX');
  });

  it('leaves the production-only NL and HU sites to the default locale', () => {
    const domains = siteDomains('prod').map((d) => d.domain);
    expect(domains).toContain('knowly.de');
    expect(domains).not.toContain('knowly.nl');
    expect(domains).not.toContain('knowly.hu');
  });
});
