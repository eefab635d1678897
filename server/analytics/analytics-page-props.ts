// getServerSideProps of /admin/analytics: a signed-in page whose dashboard admins get rendered at once; any other
// signed-in user gets a 404, so the page does not even show that it exists. With only a refresh token (the access
// token expired) the browser renews it and asks the service, which answers non-admins ForbiddenError.
import type { GetServerSideProps } from 'next';
import { DASHBOARD_DAYS, dashboardQuerySchema, type AnalyticsDashboard } from '../../lib/contracts/analytics';
import { isAdmin } from '../auth/caller';
import { getDb } from '../db';
import { pageProps } from '../pages/page-props';
import { findDashboard } from './find-dashboard';

type Loaded = { days: number; initialDashboard: AnalyticsDashboard | null; forbidden: boolean };

const withDashboard = pageProps<Loaded>(
  ['admin'],
  async (context, _site, user) => {
    const query = dashboardQuerySchema.safeParse({ days: context.query.days });
    const days = query.success ? query.data.days : DASHBOARD_DAYS.default;
    if (!user) return { days, initialDashboard: null, forbidden: false };
    const db = await getDb();
    if (!(await isAdmin(db, user.uuid))) return { days, initialDashboard: null, forbidden: true };
    return { days, initialDashboard: await findDashboard(db, { days }), forbidden: false };
  },
  { auth: 'required' },
);

export const analyticsPageProps: GetServerSideProps = async (context) => {
  const result = await withDashboard(context);
  if (!('props' in result)) return result;
  const { forbidden, ...props } = await result.props;
  return forbidden ? { notFound: true } : { props };
};
