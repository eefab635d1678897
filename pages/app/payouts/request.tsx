import { withQueryProvider } from '../../../features/auth';
import { RequestPayoutPage } from '../../../features/payouts';

function AppRequestPayoutPage() {
  return <RequestPayoutPage area="app" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(AppRequestPayoutPage);
