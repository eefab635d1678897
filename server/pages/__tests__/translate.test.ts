// The server's own lookup picks a plural key's form by the count, as i18next does in the browser (issue 34).
import { describe, expect, it } from 'vitest';
import { translate } from '../translate';

describe('translate on the server', () => {
  it('takes the form the locale needs for the count: "16 Jahre", Romanian "16 ani" but "20 de ani", Polish "22 lata"', () => {
    expect(translate('de', 'content:minimumAgeSentence', { inCountry: 'in der Schweiz', age: 16, count: 16 })).toBe('Um in der Schweiz ein Konto zu erstellen, musst du mindestens 16 Jahre alt sein.');
    expect(translate('ro', 'content:minimumAgeSentence', { inCountry: 'în România', age: 16, count: 16 })).toContain('cel puțin 16 ani.');
    expect(translate('ro', 'content:minimumAgeSentence', { inCountry: 'în România', age: 20, count: 20 })).toContain('cel puțin 20 de ani.');
    expect(translate('pl', 'content:minimumAgeSentence', { country: 'Polska', age: 22, count: 22 })).toContain('co najmniej 22 lata.');
    expect(translate('pl', 'content:minimumAgeSentence', { country: 'Polska', age: 13, count: 13 })).toContain('co najmniej 13 lat.');
  });

  it('reads a plain key as before', () => {
    expect(translate('en', 'content:noMinimumAgeSentence', { inCountry: 'in Mexico' })).toBe('There is no minimum age for an account in Mexico; younger students should use Knowly together with a parent.');
  });
});
