import { withQueryProvider } from '../../features/auth';
import { AdminPayoutsPage } from '../../features/payouts';

export { adminPayoutsPageProps as getServerSideProps } from '../../server/payouts/payout-page-props';

export default withQueryProvider(AdminPayoutsPage);
