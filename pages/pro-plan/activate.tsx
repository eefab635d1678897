import { withQueryProvider } from '../../features/auth';
import { proPlanPageProps } from '../../server/subscriptions/pro-plan-page-props';

import { ActivatePage } from '../../features/pro-plan';

export const getServerSideProps = proPlanPageProps({ auth: 'required' });

export default withQueryProvider(ActivatePage);
