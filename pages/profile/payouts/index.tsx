import { withQueryProvider } from '../../../features/auth';
import type { KnowerGuideLinks } from '../../../lib/contracts/payouts';
import { PayoutsPage } from '../../../features/payouts';

function ProfilePayoutsPage({ guide }: { guide: KnowerGuideLinks }) {
  return <PayoutsPage area="profile" guide={guide} />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(ProfilePayoutsPage);
