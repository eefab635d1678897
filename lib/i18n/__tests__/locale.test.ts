import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../config/locales';
import { assertKnownLocale, UnknownLocaleError } from '../locale';

const i18nConfig = require('../../../next-i18next.config.js') as { maxRetries: number; retryTimeout: number; defaultNS: string };

describe('locale validation (spec §5)', () => {
  it.each(LOCALES)('accepts %s', (locale) => {
    expect(assertKnownLocale(locale)).toBe(locale);
  });

  it.each(['xx', 'de-DE', 'EN', '', undefined, 42])('refuses %s with UnknownLocaleError', (locale) => {
    expect(() => assertKnownLocale(locale)).toThrow(UnknownLocaleError);
    expect(() => assertKnownLocale(locale)).toThrow(/Unknown locale/);
  });

  it('has 19 locales, es-419 not among them (it is the content code of Latin American Spanish)', () => {
    expect(LOCALES).toHaveLength(19);
    expect(LOCALES).not.toContain('es-419');
  });

  it('retries loading translations up to 5 times starting at 350 ms, with common as default namespace', () => {
    expect(i18nConfig).toMatchObject({ maxRetries: 5, retryTimeout: 350, defaultNS: 'common' });
  });
});
