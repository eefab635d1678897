import { describe, expect, it } from 'vitest';
import { ageGateOf, ageOn, ageVerdict } from '../age-gates';
import { ALL_COUNTRY_CODES } from '../country-codes';

/** The EU/EEA countries the product has a site for (AT uses the German site but keeps its own age). */
const EU_SITE_COUNTRIES = ['DE', 'AT', 'FR', 'PL', 'IT', 'ES', 'RO', 'GR', 'CZ', 'PT', 'NL', 'HU'] as const;

describe('age gates (spec §5 minimum age, GDPR art. 8 age of digital consent)', () => {
  it('keeps the spec’s US minimum age of 13, with no consent path above it', () => {
    expect(ageGateOf('US')).toEqual({ minimumAge: 13, parentalConsentAge: null });
  });

  it('gives the GDPR article 8 age of every EU country the product serves, between 13 and 16', () => {
    expect(Object.fromEntries(EU_SITE_COUNTRIES.map((code) => [code, ageGateOf(code).parentalConsentAge]))).toEqual({
      DE: 16, AT: 14, FR: 15, PL: 16, IT: 14, ES: 14, RO: 16, GR: 15, CZ: 15, PT: 13, NL: 16, HU: 16,
    });
    for (const code of EU_SITE_COUNTRIES) expect(ageGateOf(code).minimumAge).toBeNull();
  });

  it('uses the UK GDPR age (13) for the United Kingdom and none where the law sets none for us', () => {
    expect(ageGateOf('GB').parentalConsentAge).toBe(13);
    for (const code of ['CH', 'TR', 'BR', 'MX', 'CO', 'CL', 'AR', 'PE', 'PH'] as const) expect(ageGateOf(code).parentalConsentAge).toBeNull();
  });

  it('answers every country code of the tables', () => {
    for (const code of ALL_COUNTRY_CODES) {
      const gate = ageGateOf(code);
      if (gate.parentalConsentAge !== null) expect(gate.parentalConsentAge).toBeGreaterThanOrEqual(13);
      if (gate.parentalConsentAge !== null) expect(gate.parentalConsentAge).toBeLessThanOrEqual(16);
    }
  });

  it('asks a parent below the consent age and not from the birthday on (boundary at the exact day)', () => {
    const today = new Date('2026-11-21T10:00:00Z');
    const germany = ageGateOf('DE');
    expect(ageVerdict(germany, '2010-11-22', today)).toBe('parental-consent');
    expect(ageVerdict(germany, '2010-11-21', today)).toBe('full');
    expect(ageVerdict(germany, '2020-01-01', today)).toBe('parental-consent');
    const us = ageGateOf('US');
    expect(ageVerdict(us, '2013-11-22', today)).toBe('too-young');
    expect(ageVerdict(us, '2013-11-21', today)).toBe('full');
    expect(ageOn('2013-11-21', today)).toBe(13);
  });
});
