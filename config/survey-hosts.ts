// Where /ads-survey-redirect may send a visitor: the survey services Knowly's ad campaigns link to. The page refuses
// any other host (no link, no redirect), so the site cannot be used to bounce people to phishing pages; the spec's
// rule that only http(s) addresses are followed still holds for these. A host matches itself and its subdomains.
const SURVEY_HOSTS = ['docs.google.com', 'forms.gle', 'typeform.com', 'surveymonkey.com', 'tally.so', 'forms.office.com'] as const;

export function isSurveyHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return SURVEY_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
