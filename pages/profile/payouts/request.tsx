import { RequestPayoutPage } from '../../../features/payouts';

export default function ProfileRequestPayoutPage() {
  return <RequestPayoutPage area="profile" />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
