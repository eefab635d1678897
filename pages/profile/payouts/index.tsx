import type { KnowerGuideLinks } from '../../../lib/contracts/payouts';
import { PayoutsPage } from '../../../features/payouts';

export default function ProfilePayoutsPage({ guide }: { guide: KnowerGuideLinks }) {
  return <PayoutsPage area="profile" guide={guide} />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
