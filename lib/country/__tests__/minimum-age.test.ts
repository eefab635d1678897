import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES } from '../../../config/countries/country-config';
import { minimumAgeFor } from '../minimum-age';
import { countryConfigFor } from '../resolve-country';

describe('minimum age (spec §5)', () => {
  it.each(ALL_COUNTRY_CODES)('is 13 for the US and none elsewhere: %s', (code) => {
    expect(minimumAgeFor(countryConfigFor(code, 'prod'))).toBe(code === 'US' ? 13 : null);
  });

  it('is 13 for the US in every environment', () => {
    expect(minimumAgeFor(countryConfigFor('US', 'local'))).toBe(13);
    expect(minimumAgeFor(countryConfigFor('US', 'staging'))).toBe(13);
  });
});
