export { ReportsPage as default } from '../../features/moderation';

export { reportsPageProps as getServerSideProps } from '../../server/moderation/reports-page-props';
