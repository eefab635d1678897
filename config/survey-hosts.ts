// Where /ads-survey-redirect may send a visitor: the survey forms Knowly's ad campaigns link to, each by its exact
// address or by the path of an account of Knowly's own at a survey service. The page refuses every other address (no
// link, no redirect). Whole hosts are not enough (security issue 28): on typeform.com, tally.so, docs.google.com or
// forms.gle anyone can publish a form, and a phishing form behind Knowly's redirect looks like Knowly's.
// An entry ending in '/' is an account path: the forms under it match. Any other entry is one form: its address
// matches with any query or fragment (the services' share links add some), nothing else. Add each campaign's form here.
export const SURVEY_FORMS: readonly string[] = [
  // Knowly's Typeform workspace: only its members publish under its subdomain.
  'https://knowly.typeform.com/to/',
];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether an address (already parsed, so `..`, backslashes and user parts are resolved) is one of the survey forms. */
export function isSurveyAddress(url: URL, forms: readonly string[] = SURVEY_FORMS): boolean {
  if (url.username || url.password) return false;
  return forms.some((entry) => {
    const allowed = new URL(entry);
    if (url.protocol !== allowed.protocol || url.host !== allowed.host) return false;
    return entry.endsWith('/') ? url.pathname.startsWith(allowed.pathname) && url.pathname.length > allowed.pathname.length : withoutTrailingSlash(url.pathname) === withoutTrailingSlash(allowed.pathname);
  });
}
