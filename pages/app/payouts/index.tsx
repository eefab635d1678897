import type { KnowerGuideLinks } from '../../../lib/contracts/payouts';
import { PayoutsPage } from '../../../features/payouts';

export default function AppPayoutsPage({ guide }: { guide: KnowerGuideLinks }) {
  return <PayoutsPage area="app" guide={guide} />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
