import { withQueryProvider } from '../../features/auth';
import { ReportsPage } from '../../features/moderation';

export { reportsPageProps as getServerSideProps } from '../../server/moderation/reports-page-props';

export default withQueryProvider(ReportsPage);
