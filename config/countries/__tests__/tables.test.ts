import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES, COUNTRY_CODES, type CountryCode, type CountryConfig } from '../country-config';
import { countryConfigSchema } from '../country-config-schema';
import { APP_ENVS, ENVIRONMENTS, type AppEnv } from '../environments';
import { COUNTRY_TABLES } from '../tables';

function entry(appEnv: AppEnv, code: CountryCode): CountryConfig {
  const config = COUNTRY_TABLES[appEnv].find((candidate) => candidate.country.code === code);
  if (!config) throw new Error(`${code} missing in ${appEnv}`);
  return config;
}

const codesOf = (appEnv: AppEnv) => COUNTRY_TABLES[appEnv].map((config) => config.country.code);

const PRODUCTION_DOMAINS: Record<CountryCode, string> = {
  DE: 'knowly.de', AT: 'knowly.de', CH: 'knowly.de', FR: 'knowly.fr', PL: 'knowly.pl', IT: 'knowly.it',
  GB: 'knowly.co.uk', US: 'knowly.com', ES: 'knowly.es', CO: 'knowly.com.co', TR: 'knowly.com.tr', MX: 'knowly.mx',
  CL: 'knowly.cl', AR: 'knowly.com.ar', PE: 'knowly.pe', RO: 'knowly.ro', GR: 'knowly.gr', BR: 'knowly.com.br',
  CZ: 'knowly.cz', PT: 'knowly.pt', PH: 'knowly.ph', NL: 'knowly.nl', HU: 'knowly.hu',
};

const LOCAL_DOMAINS: Partial<Record<CountryCode, string>> = {
  DE: 'de.localhost', AT: 'de.localhost', CH: 'de.localhost', FR: 'fr.localhost', PL: 'pl.localhost',
  IT: 'it.localhost', GB: 'gb.localhost', US: 'localhost', ES: 'es.localhost', CO: 'co.localhost',
  TR: 'tr.localhost', MX: 'mx.localhost', CL: 'cl.localhost', AR: 'ar.localhost', PE: 'pe.localhost',
  RO: 'ro.localhost', GR: 'gr.localhost', BR: 'br.localhost', CZ: 'cz.localhost', PT: 'pt.localhost',
  PH: 'ph.localhost',
};

const LANGUAGE_OF: Record<CountryCode, string> = {
  DE: 'de', AT: 'de', CH: 'de', FR: 'fr', PL: 'pl', IT: 'it', GB: 'en-GB', US: 'en', ES: 'es', CO: 'es-CO',
  TR: 'tr', MX: 'es-MX', CL: 'es-CL', AR: 'es-AR', PE: 'es-PE', RO: 'ro', GR: 'el', BR: 'pt-BR', CZ: 'cs',
  PT: 'pt', PH: 'fil', NL: 'nl', HU: 'hu',
};

describe('country tables', () => {
  it.each(APP_ENVS)('every entry of the %s table validates with the country config schema', (appEnv) => {
    for (const config of COUNTRY_TABLES[appEnv]) {
      const result = countryConfigSchema.safeParse(config);
      expect(result.error?.issues ?? [], `${appEnv} ${config.country.code}`).toEqual([]);
    }
  });

  it('lists the 21 supported countries plus NL and HU in production', () => {
    expect([...codesOf('prod')].sort()).toEqual([...ALL_COUNTRY_CODES].sort());
  });

  it.each(['staging', 'dev', 'local'] as const)('lists exactly the 21 supported countries in %s', (appEnv) => {
    expect([...codesOf(appEnv)].sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(APP_ENVS)('has unique domains in %s, except that AT and CH share the German site', (appEnv) => {
    const table = COUNTRY_TABLES[appEnv];
    const ownSites = table.filter((config) => config.country.code !== 'AT' && config.country.code !== 'CH');
    const domains = ownSites.map((config) => config.domain);
    expect(new Set(domains).size).toBe(domains.length);
    expect(entry(appEnv, 'AT').domain).toBe(entry(appEnv, 'DE').domain);
    expect(entry(appEnv, 'CH').domain).toBe(entry(appEnv, 'DE').domain);
  });

  it('uses the production domains in prod', () => {
    for (const code of ALL_COUNTRY_CODES) expect(entry('prod', code).domain, code).toBe(PRODUCTION_DOMAINS[code]);
  });

  it.each(['staging', 'dev'] as const)('prefixes the production domains with %s.', (appEnv) => {
    for (const code of COUNTRY_CODES) expect(entry(appEnv, code).domain, code).toBe(`${appEnv}.${PRODUCTION_DOMAINS[code]}`);
  });

  it('uses <site>.localhost locally, with plain localhost for the international (US) site', () => {
    for (const code of COUNTRY_CODES) expect(entry('local', code).domain, code).toBe(LOCAL_DOMAINS[code]);
  });

  it('gives every country its language, AT and CH the German one', () => {
    for (const code of ALL_COUNTRY_CODES) expect(entry('prod', code).language.code, code).toBe(LANGUAGE_OF[code]);
  });

  it('shares the German support address with AT and CH', () => {
    expect(entry('prod', 'DE').supportEmail).toBe('support@knowly.de');
    expect(entry('prod', 'AT').supportEmail).toBe('support@knowly.de');
    expect(entry('prod', 'CH').supportEmail).toBe('support@knowly.de');
    expect(entry('prod', 'GB').supportEmail).toBe('support@knowly.co.uk');
  });

  it('points the flag icon at a local /flags/<code>.svg', () => {
    expect(entry('prod', 'GB').country.iconUrl).toBe('/flags/gb.svg');
  });

  describe('launch flags (spec §4)', () => {
    it('launches everything in production except the Netherlands', () => {
      for (const code of ALL_COUNTRY_CODES) expect(entry('prod', code).isLaunched, code).toBe(code !== 'NL');
    });

    it.each(['staging', 'dev'] as const)('does not launch PH, CL, AR and PE in %s', (appEnv) => {
      const notLaunched = ['PH', 'CL', 'AR', 'PE'];
      for (const code of COUNTRY_CODES) expect(entry(appEnv, code).isLaunched, code).toBe(!notLaunched.includes(code));
    });

    it('launches every country locally, as in production', () => {
      for (const code of COUNTRY_CODES) expect(entry('local', code).isLaunched, code).toBe(true);
    });
  });

  describe('expansion contests (spec §4)', () => {
    const CONTESTS: Partial<Record<CountryCode, [string, string]>> = {
      MX: ['2024-10-20T00:00:00Z', '2024-11-01T23:59:59Z'],
      TR: ['2024-07-18T00:00:00Z', '2024-08-12T23:59:59Z'],
      DE: ['2025-06-17T00:00:00Z', '2025-06-22T23:59:59Z'],
    };

    it.each(APP_ENVS)('has the MX, TR and DE contest dates in %s and none elsewhere', (appEnv) => {
      for (const config of COUNTRY_TABLES[appEnv]) {
        const [start, end] = CONTESTS[config.country.code] ?? [null, null];
        expect([config.expansionContestStartOn, config.expansionContestEndOn], config.country.code).toEqual([start, end]);
        expect(config.isExpansionContestRunning).toBe(false);
      }
    });
  });

  describe('service hosts', () => {
    it('uses the data-centre region of the country in production', () => {
      expect(entry('prod', 'DE').baseUrls).toEqual({ backendEdge: 'https://api-eu.knowly.com', analyticsService: 'https://analytics.knowly.com' });
      expect(entry('prod', 'BR').baseUrls.backendEdge).toBe('https://api-us.knowly.com');
      expect(entry('prod', 'US').baseUrls.backendEdge).toBe('https://api-us.knowly.com');
      expect(entry('prod', 'PH').baseUrls.backendEdge).toBe('https://api-ap.knowly.com');
    });

    it.each([
      ['staging', 'https://api-eu-staging.knowly.com', 'https://analytics-staging.knowly.com'],
      ['dev', 'https://api-eu-dev.knowly.com', 'https://analytics-dev.knowly.com'],
    ] as const)('uses the %s hosts', (appEnv, backendEdge, analyticsService) => {
      expect(entry(appEnv, 'FR').baseUrls).toEqual({ backendEdge, analyticsService });
    });

    it.each([
      ['prod', 'https://auth.knowly.com'],
      ['staging', 'https://auth-staging.knowly.com'],
      ['dev', 'https://auth-dev.knowly.com'],
      ['local', '/api/auth'],
    ] as const)('has one global authentication host in %s', (appEnv, authService) => {
      expect(ENVIRONMENTS[appEnv].authService).toBe(authService);
    });

    it('calls the services on the same origin locally', () => {
      for (const config of COUNTRY_TABLES.local) {
        expect(config.baseUrls).toEqual({ backendEdge: '/api/v1', analyticsService: '/api/analytics' });
      }
    });
  });

  it('has exam boards in GB and TR only', () => {
    for (const code of ALL_COUNTRY_CODES) expect(entry('prod', code).hasExamBoard, code).toBe(code === 'GB' || code === 'TR');
  });

  it('asks for newsletter consent first (box unticked) in every EU/EEA country, CH, TR, BR and GB; ticks it elsewhere', () => {
    const optIn = ['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB', 'ES', 'TR', 'RO', 'GR', 'BR', 'CZ', 'PT', 'NL', 'HU'];
    for (const code of ALL_COUNTRY_CODES) expect(entry('prod', code).subscribeEmailByDefault, code).toBe(!optIn.includes(code));
  });

  it('has a minimum age of 13 in the US only', () => {
    for (const code of ALL_COUNTRY_CODES) expect(entry('prod', code).minimumAge, code).toBe(code === 'US' ? 13 : null);
  });
});
