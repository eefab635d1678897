// /ads-survey-redirect?url=… links to and redirects to the address (security issue 28, Low): only the survey forms in
// config are followed — an exact form address, or the forms under an account path of Knowly's own — never a whole
// host where anyone can publish a form (typeform.com, tally.so, docs.google.com, forms.gle).
import { describe, expect, it } from 'vitest';
import { isSurveyAddress, SURVEY_FORMS } from '../survey-hosts';

const GOOGLE_FORM = 'https://docs.google.com/forms/d/e/1FAIpQLSknowlyAds/viewform';
const FORMS = ['https://knowly.typeform.com/to/', GOOGLE_FORM, 'https://forms.gle/KnowlyAds1'];
const follows = (address: string, forms: readonly string[] = FORMS) => isSurveyAddress(new URL(address), forms);

describe('/ads-survey-redirect', () => {
  it.each([
    'https://knowly.typeform.com/to/aB3dEf',
    'https://KNOWLY.typeform.com/to/aB3dEf?utm_source=ads#start',
    GOOGLE_FORM,
    `${GOOGLE_FORM}/`,
    `${GOOGLE_FORM}?usp=sf_link`,
    'https://forms.gle/KnowlyAds1',
  ])('follows the survey form %s', (address) => {
    expect(follows(address)).toBe(true);
  });

  it.each([
    'https://evil.typeform.com/to/phish',
    'https://knowly.typeform.com/to/',
    'https://knowly.typeform.com/other/aB3dEf',
    'https://knowly.typeform.com/to/../../evil',
    'https://knowly.typeform.com.evil.example/to/aB3dEf',
    'https://knowly.typeform.com@evil.example/to/aB3dEf',
    'https://user@knowly.typeform.com/to/aB3dEf',
    'https://knowly.typeform.com:8443/to/aB3dEf',
    'http://knowly.typeform.com/to/aB3dEf',
    'https://docs.google.com/forms/d/e/1FAIpQLSphish/viewform',
    `${GOOGLE_FORM}extra`,
    `${GOOGLE_FORM}/edit`,
    'https://forms.gle/Phish123',
    'https://forms.gle/KnowlyAds1/more',
    'https://tally.so/r/phish',
    'https://typeform.com/to/phish',
    'https://evil.example/phish',
  ])('refuses %s', (address) => {
    expect(follows(address)).toBe(false);
  });

  it('names forms and account paths in config, not whole hosts', () => {
    for (const entry of SURVEY_FORMS) {
      const url = new URL(entry);
      expect(url.protocol, entry).toBe('https:');
      expect(url.pathname.length, entry).toBeGreaterThan(1);
    }
    expect(follows('https://knowly.typeform.com/to/aB3dEf', SURVEY_FORMS)).toBe(true);
    for (const host of ['https://typeform.com/to/x', 'https://tally.so/r/x', 'https://docs.google.com/forms/d/x/viewform', 'https://forms.gle/x']) {
      expect(follows(host, SURVEY_FORMS), host).toBe(false);
    }
  });
});
