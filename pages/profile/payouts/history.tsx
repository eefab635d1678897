import { withQueryProvider } from '../../../features/auth';
import { PayoutHistoryPage } from '../../../features/payouts';

function ProfilePayoutHistoryPage() {
  return <PayoutHistoryPage area="profile" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(ProfilePayoutHistoryPage);
