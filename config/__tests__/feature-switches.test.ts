import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES, type CountryCode } from '../countries/country-config';
import { COUNTRY_TABLES } from '../countries/tables';
import {
  arePayoutsHidden,
  canSelectMultipleGrades,
  FEATURE_SWITCHES,
  hasAdTagTracking,
  hasExamBoards,
  hasParentPages,
  hidesHomepageFaq,
  isContentCampaignRunning,
  isContentUnblurred,
  isFeatureOn,
  isProPlanAvailable,
  showsCookieBanner,
  showsImprintLink,
  showsSchoolTypes,
} from '../feature-switches';

function countriesWhere(question: (code: CountryCode) => boolean): CountryCode[] {
  return ALL_COUNTRY_CODES.filter(question).sort();
}

const sorted = (codes: CountryCode[]) => [...codes].sort();

describe('country feature switches (spec §6)', () => {
  it('hides payouts in Chile, Argentina, Peru and Mexico', () => {
    expect(countriesWhere(arePayoutsHidden)).toEqual(sorted(['CL', 'AR', 'PE', 'MX']));
  });

  it('offers the pro plan in DE/AT/CH, FR, PL, IT and Brazil', () => {
    expect(countriesWhere(isProPlanAvailable)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'BR']));
  });

  it('lets users select multiple grades in DE/AT/CH and FR', () => {
    expect(countriesWhere(canSelectMultipleGrades)).toEqual(sorted(['DE', 'AT', 'CH', 'FR']));
  });

  it('has parent pages in DE/AT/CH', () => {
    expect(countriesWhere(hasParentPages)).toEqual(sorted(['DE', 'AT', 'CH']));
  });

  it('has exam boards in the UK and Turkey', () => {
    expect(countriesWhere(hasExamBoards)).toEqual(sorted(['GB', 'TR']));
  });

  it('shows the cookie banner in DE/AT/CH, FR, PL, IT, UK and ES, and nowhere else', () => {
    expect(countriesWhere(showsCookieBanner)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB', 'ES']));
  });

  it('shows school types in DE/AT/CH, FR, PL and IT', () => {
    expect(countriesWhere(showsSchoolTypes)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL', 'IT']));
  });

  it('hides the homepage FAQ in the US', () => {
    expect(countriesWhere(hidesHomepageFaq)).toEqual(['US']);
  });

  it('shows the imprint link in DE/AT/CH, FR, PL, IT and UK', () => {
    expect(countriesWhere(showsImprintLink)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB']));
  });

  it('unblurs content in CO, TR, CL, AR, PE, MX, GR, RO, BR, CZ, PT and PH', () => {
    expect(countriesWhere(isContentUnblurred)).toEqual(
      sorted(['CO', 'TR', 'CL', 'AR', 'PE', 'MX', 'GR', 'RO', 'BR', 'CZ', 'PT', 'PH']),
    );
  });

  it('tracks ad tags in Brazil', () => {
    expect(countriesWhere(hasAdTagTracking)).toEqual(['BR']);
  });

  it('runs the content campaign in the Philippines and wherever the country is not launched', () => {
    const running = (appEnv: 'prod' | 'staging') =>
      COUNTRY_TABLES[appEnv].filter(isContentCampaignRunning).map((config) => config.country.code).sort();
    expect(running('prod')).toEqual(sorted(['PH', 'NL']));
    expect(running('staging')).toEqual(sorted(['PH', 'CL', 'AR', 'PE']));
  });

  it('answers every switch from the one table', () => {
    for (const feature of Object.keys(FEATURE_SWITCHES) as (keyof typeof FEATURE_SWITCHES)[]) {
      for (const code of ALL_COUNTRY_CODES) expect(isFeatureOn(feature, code)).toBe(FEATURE_SWITCHES[feature].has(code));
    }
  });
});
