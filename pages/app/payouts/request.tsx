import { RequestPayoutPage } from '../../../features/payouts';

export default function AppRequestPayoutPage() {
  return <RequestPayoutPage area="app" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
