import { withQueryProvider } from '../../../features/auth';
import type { CompetitionFormState } from '../../../lib/contracts/payouts';
import { CompetitionFormPage } from '../../../features/payouts';

function ProfileCompetitionFormPage(props: { form: CompetitionFormState; accessToken: string | null }) {
  return <CompetitionFormPage {...props} />;
}

export { competitionFormPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';

export default withQueryProvider(ProfileCompetitionFormPage);
