import { withQueryProvider } from '../../features/auth';
import { analyticsPageProps } from '../../server/analytics/analytics-page-props';

import { AnalyticsPage } from '../../features/admin/pages/analytics-page';

export const getServerSideProps = analyticsPageProps;

export default withQueryProvider(AnalyticsPage);
