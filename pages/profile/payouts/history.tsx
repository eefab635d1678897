import { PayoutHistoryPage } from '../../../features/payouts';

export default function ProfilePayoutHistoryPage() {
  return <PayoutHistoryPage area="profile" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
