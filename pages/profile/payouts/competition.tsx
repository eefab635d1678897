import { withQueryProvider } from '../../../features/auth';
import { CompetitionPage } from '../../../features/payouts';

function ProfileCompetitionPage() {
  return <CompetitionPage />;
}

export { payoutPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(ProfileCompetitionPage);
