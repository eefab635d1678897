import { withQueryProvider } from '../../features/auth';
import { proPlanPageProps } from '../../server/subscriptions/pro-plan-page-props';

import { ProPlanPage } from '../../features/pro-plan';

export const getServerSideProps = proPlanPageProps({ auth: 'optional' });

export default withQueryProvider(ProPlanPage);
