import type { CompetitionFormState } from '../../../lib/contracts/payouts';
import { CompetitionFormPage } from '../../../features/payouts';

export default function ProfileCompetitionFormPage(props: { form: CompetitionFormState; accessToken: string | null }) {
  return <CompetitionFormPage {...props} />;
}

export { competitionFormPageProps as getServerSideProps } from '../../../server/payouts/payout-page-props';
