// /ads-survey-redirect?url=https://evil.example/phish renders a link to it and redirects there (security finding, Low):
// only the survey hosts in config are followed.
import { describe, expect, it } from 'vitest';
import { isSurveyHost } from '../survey-hosts';

describe('/ads-survey-redirect to any host', () => {
  it('follows the survey hosts and their subdomains only', () => {
    for (const host of ['docs.google.com', 'forms.gle', 'knowly.typeform.com', 'de.surveymonkey.com', 'FORMS.GLE', 'tally.so.']) expect(isSurveyHost(host), host).toBe(true);
    for (const host of ['evil.example', 'forms.gle.evil.example', 'evilforms.gle', 'typeform.com-login.example', 'google.com', '']) expect(isSurveyHost(host), host).toBe(false);
  });
});
