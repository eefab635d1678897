import { withQueryProvider } from '../../../features/auth';
import { RequestPayoutPage } from '../../../features/payouts';

function ProfileRequestPayoutPage() {
  return <RequestPayoutPage area="profile" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(ProfileRequestPayoutPage);
