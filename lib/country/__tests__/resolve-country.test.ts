import { describe, expect, it } from 'vitest';
import { CountryConfigMissingError } from '../errors';
import { countryConfigFor, countryForHost, countryTable, siteCountryOf } from '../resolve-country';

const codeForHost = (host: string, appEnv: 'prod' | 'staging' | 'dev' | 'local' = 'local') =>
  countryForHost(host, appEnv).country.code;

describe('countryForHost', () => {
  it('matches a country domain whatever the port and case', () => {
    expect(codeForHost('de.localhost:3000')).toBe('DE');
    expect(codeForHost('DE.LOCALHOST')).toBe('DE');
    expect(codeForHost('fr.localhost')).toBe('FR');
  });

  it('answers the international (US) site for plain localhost, with or without port', () => {
    expect(codeForHost('localhost')).toBe('US');
    expect(codeForHost('localhost:3000')).toBe('US');
  });

  it('matches the www. form of a domain', () => {
    expect(codeForHost('www.knowly.de', 'prod')).toBe('DE');
    expect(codeForHost('WWW.KNOWLY.CO.UK:443', 'prod')).toBe('GB');
  });

  it('answers the German site, not Austria or Switzerland, for the domain they share', () => {
    expect(codeForHost('knowly.de', 'prod')).toBe('DE');
    expect(codeForHost('staging.knowly.de', 'staging')).toBe('DE');
  });

  it('matches the host of each environment', () => {
    expect(codeForHost('knowly.com.br', 'prod')).toBe('BR');
    expect(codeForHost('staging.knowly.mx', 'staging')).toBe('MX');
    expect(codeForHost('dev.knowly.fr', 'dev')).toBe('FR');
    expect(codeForHost('knowly.nl', 'prod')).toBe('NL');
  });

  it('answers the international (US) site for an unknown host, never an error', () => {
    expect(codeForHost('unknown.example')).toBe('US');
    expect(codeForHost('unknown.example', 'prod')).toBe('US');
    expect(codeForHost('knowly.de', 'staging')).toBe('US');
    expect(codeForHost('')).toBe('US');
    expect(codeForHost('[::1]:3000')).toBe('US');
    expect(codeForHost('www.')).toBe('US');
  });

  it('answers the config of the environment it was asked for', () => {
    expect(countryForHost('localhost', 'local').domain).toBe('localhost');
    expect(countryForHost('unknown.example', 'prod').domain).toBe('knowly.com');
  });
});

describe('siteCountryOf', () => {
  it('maps Austria and Switzerland to the German site', () => {
    expect(siteCountryOf('AT')).toBe('DE');
    expect(siteCountryOf('CH')).toBe('DE');
  });

  it('maps every other country to itself', () => {
    expect(siteCountryOf('DE')).toBe('DE');
    expect(siteCountryOf('US')).toBe('US');
    expect(siteCountryOf('NL')).toBe('NL');
  });

  it('gives AT and CH the German site domain', () => {
    expect(countryConfigFor('AT', 'local').domain).toBe('de.localhost');
    expect(countryConfigFor('CH', 'prod').domain).toBe('knowly.de');
  });
});

describe('countryConfigFor', () => {
  it('answers the entry of the code in the environment table', () => {
    expect(countryConfigFor('NL', 'prod').isLaunched).toBe(false);
    expect(countryConfigFor('PE', 'staging').domain).toBe('staging.knowly.pe');
  });

  it('throws CountryConfigMissingError, advising to fetch the config first, when the table has no entry', () => {
    expect(() => countryConfigFor('NL', 'staging')).toThrow(CountryConfigMissingError);
    expect(() => countryConfigFor('HU', 'local')).toThrow(/Fetch the country config first/);
  });

  it('tells which code and environment were missing', () => {
    const error = (() => {
      try {
        countryConfigFor('NL', 'staging');
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toMatchObject({ name: 'CountryConfigMissingError', code: 'NL', appEnv: 'staging' });
  });
});

describe('countryTable', () => {
  it('answers the table of the environment', () => {
    expect(countryTable('prod')).toHaveLength(23);
    expect(countryTable('local')).toHaveLength(21);
  });
});
