// The page behind /ads-survey-redirect (security issue 28, Low): its link and redirect go only to a survey form in
// config/survey-hosts.ts; any other address, a whole survey host included, gets no link (url null).
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../lib/site/site';
import { redirectExtra } from '../content-page-props';

const redirectTo = (url: string) => redirectExtra({ query: { url } } as unknown as GetServerSidePropsContext, {} as Site);

describe('/ads-survey-redirect', () => {
  it('links to a form under Knowly’s survey account', () => {
    expect(redirectTo('https://knowly.typeform.com/to/aB3dEf')).toEqual({ kind: 'redirect', url: 'https://knowly.typeform.com/to/aB3dEf' });
  });

  it.each(['https://evil.typeform.com/to/phish', 'https://tally.so/r/phish', 'https://docs.google.com/forms/d/e/phish/viewform', 'https://forms.gle/phish', 'javascript:alert(1)', ''])(
    'gives no link for %j',
    (url) => {
      expect(redirectTo(url)).toEqual({ kind: 'redirect', url: null });
    },
  );
});
