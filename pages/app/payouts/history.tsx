import { PayoutHistoryPage } from '../../../features/payouts';

export default function AppPayoutHistoryPage() {
  return <PayoutHistoryPage area="app" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
