// getServerSideProps of the static content pages: the page's text from the content source with the site's
// placeholders filled, plus what a page shows beside its text (booking link, jobs, contest state, redirect).
import { isSurveyAddress } from '../../config/survey-hosts';
import type { GetServerSidePropsContext } from 'next';
import { JOB_POSTINGS } from '../../config/careers';
import { countryConfigFor } from '../../lib/country/resolve-country';
import { isExpansionContestRunning } from '../../lib/country/expansion-contest';
import { countryWords } from '../../lib/i18n/country-forms';
import type { Site } from '../../lib/site/site';
import type { ContentExtra } from '../../lib/contracts/content';
import { env } from '../env';
import { pageProps } from '../pages/page-props';
import { translate } from '../pages/translate';
import { contentSource, type ContentSlug } from '.';

type ExtraLoader = (context: GetServerSidePropsContext, site: Site) => ContentExtra | null;

export function contentPageProps(slug: ContentSlug, extra?: ExtraLoader) {
  return pageProps(['content'], async (context, site) => {
    const config = countryConfigFor(site.countryCode, env().APP_ENV);
    const minimumAge = config.minimumAge;
    const country = site.countryName;
    const content = await contentSource().getPage({
      slug,
      locale: site.locale,
      country: site.countryCode,
      placeholders: {
        supportEmail: site.supportEmail,
        countryName: country,
        siteDomain: site.domain,
        minimumAgeSentence:
          minimumAge === null
            ? translate(site.locale, 'content:noMinimumAgeSentence', countryWords(site.locale, site.countryCode))
            : translate(site.locale, 'content:minimumAgeSentence', { ...countryWords(site.locale, site.countryCode), age: minimumAge, count: minimumAge }),
      },
    });
    if (!content) throw new Error(`No text for the content page ${slug}`);
    return { content, extra: extra?.(context, site) ?? null };
  });
}

export const bookingExtra: ExtraLoader = (_context, site) => ({
  kind: 'booking',
  url: countryConfigFor(site.countryCode, env().APP_ENV).knowerCallUrl,
});

export const jobsExtra: ExtraLoader = () => ({ kind: 'jobs', jobs: [...JOB_POSTINGS] });

export const contestExtra: ExtraLoader = (_context, site) => {
  const config = countryConfigFor(site.countryCode, env().APP_ENV);
  const now = new Date();
  const start = config.expansionContestStartOn;
  const end = config.expansionContestEndOn;
  const state = !start || !end ? 'none' : isExpansionContestRunning(config, now) ? 'running' : new Date(start) > now ? 'upcoming' : 'ended';
  return { kind: 'contest', state, startOn: start, endOn: end, isLaunched: config.isLaunched };
};

/** Spec §5: only http and https addresses are followed; of those only the survey forms in config (security issue 28). */
export const redirectExtra: ExtraLoader = ({ query }) => {
  const raw = typeof query.url === 'string' ? query.url : '';
  let url: string | null = null;
  try {
    const parsed = new URL(raw);
    url = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && isSurveyAddress(parsed) ? parsed.toString() : null;
  } catch {
    url = null;
  }
  return { kind: 'redirect', url };
};
