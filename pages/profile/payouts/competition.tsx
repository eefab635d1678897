import { CompetitionPage } from '../../../features/payouts';

export default function ProfileCompetitionPage() {
  return <CompetitionPage />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
