import { analyticsPageProps } from '../../server/analytics/analytics-page-props';

export { AnalyticsPage as default } from '../../features/admin/pages/analytics-page';

export const getServerSideProps = analyticsPageProps;
