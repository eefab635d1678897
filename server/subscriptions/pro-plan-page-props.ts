// getServerSideProps of the pro plan's pages (issue 19): where the site does not sell the pro plan they lead to
// /app/unavailable-feature (spec §2), the parents' page answers 404 outside the parent pages' countries (DE/AT/CH);
// otherwise the usual page props with the site's plans and the payment providers offered.
import type { GetServerSideProps } from 'next';
import { plansOf } from '../../config/pro-plans';
import { DEFAULT_LOCALE } from '../../config/locales';
import type { ProPlanPageProps } from '../../lib/contracts/subscriptions';
import { routes } from '../../lib/routes/page-routes';
import { localizedHref } from '../../lib/site/site';
import { pageProps, type PageAuth } from '../pages/page-props';
import { redirectTo } from '../pages/redirect';
import { requestSite } from '../pages/request-site';
import { offeredProviders } from './subscriptions';

export function proPlanPageProps({ parentsOnly = false, auth }: { parentsOnly?: boolean } & PageAuth = {}): GetServerSideProps {
  const inner = pageProps<ProPlanPageProps>(['pro-plan'], async (_context, site) => ({ plans: plansOf(site.countryCode), providers: offeredProviders() }), { auth });
  return async (context) => {
    const site = requestSite(context.req, { locale: context.locale ?? DEFAULT_LOCALE, path: context.resolvedUrl });
    if (!site.features.proPlanAvailable) return redirectTo(localizedHref(routes.unavailableFeature(), site.locale, site.defaultLocale), { permanent: false });
    if (parentsOnly && !site.features.parentPages) return { notFound: true };
    return inner(context);
  };
}
