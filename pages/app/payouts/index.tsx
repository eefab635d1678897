import { withQueryProvider } from '../../../features/auth';
import type { KnowerGuideLinks } from '../../../lib/contracts/payouts';
import { PayoutsPage } from '../../../features/payouts';

function AppPayoutsPage({ guide }: { guide: KnowerGuideLinks }) {
  return <PayoutsPage area="app" guide={guide} />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(AppPayoutsPage);
