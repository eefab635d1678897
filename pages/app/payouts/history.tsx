import { withQueryProvider } from '../../../features/auth';
import { PayoutHistoryPage } from '../../../features/payouts';

function AppPayoutHistoryPage() {
  return <PayoutHistoryPage area="app" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(AppPayoutHistoryPage);
