// getServerSideProps of the payout pages (/app/payouts…, /profile/payouts…): signed-in pages with the country's
// knower guide and call links (spec §3). Where payouts are hidden (spec §6) the page does not exist: it sends the
// visitor to /app/unavailable-feature. The admin review page answers 404 to anyone but the team.
import type { GetServerSideProps } from 'next';
import { countryConfigFor } from '../../lib/country';
import { routes } from '../../lib/routes/page-routes';
import { localizedHref } from '../../lib/site/site';
import { isAdmin } from '../auth/caller';
import { getDb } from '../db';
import { env } from '../env';
import { pageProps } from '../pages/page-props';
import { redirectTo } from '../pages/redirect';

import { competitionTokenSchema, type CompetitionFormState, type KnowerGuideLinks } from '../../lib/contracts/payouts';
import type { Site } from '../../lib/site/site';
import { competitionFormState } from './competitions';

const withGuide = pageProps<{ guide: KnowerGuideLinks; hidden: boolean }>(
  ['payouts'],
  async (_context, site) => {
    const config = countryConfigFor(site.countryCode, env().APP_ENV);
    return { guide: { knowerGuideUrl: config.knowerGuideUrl, knowerCallUrl: config.knowerCallUrl }, hidden: site.features.payoutsHidden };
  },
  { auth: 'required' },
);

/** The page's props, or — where payouts are hidden on the request's site — the redirect to /app/unavailable-feature. */
function unlessHidden(withHidden: GetServerSideProps<{ hidden: boolean; site: Site }>): GetServerSideProps {
  return async (context) => {
    const result = await withHidden(context);
    if (!('props' in result)) return result;
    const { hidden, ...props } = await result.props;
    if (hidden) return redirectTo(localizedHref(routes.unavailableFeature(), props.site.locale, props.site.defaultLocale), { permanent: false });
    return { props };
  };
}

export const payoutPageProps = unlessHidden(withGuide);

/** /profile/payouts/competition-form?accessToken=…: reached from the winner's mail without signing in (the token is
 *  the proof); the page shows the prize to claim, or why the link no longer works. */
export const competitionFormPageProps = unlessHidden(
  pageProps<{ form: CompetitionFormState; accessToken: string | null; hidden: boolean }>(['payouts'], async (context, site) => {
    const token = competitionTokenSchema.safeParse(context.query.accessToken);
    const form = token.success ? await competitionFormState(await getDb(), token.data) : ({ state: 'unknown' } as const);
    return { form, accessToken: token.success ? token.data : null, hidden: site.features.payoutsHidden };
  }),
);

const withAdmin = pageProps<{ forbidden: boolean }>(['payouts'], async (_context, _site, user) => ({ forbidden: user ? !(await isAdmin(await getDb(), user.uuid)) : false }), { auth: 'required' });

export const adminPayoutsPageProps: GetServerSideProps = async (context) => {
  const result = await withAdmin(context);
  if (!('props' in result)) return result;
  const { forbidden, ...props } = await result.props;
  return forbidden ? { notFound: true } : { props };
};
