import { withQueryProvider } from '../../features/auth';
import { proPlanPageProps } from '../../server/subscriptions/pro-plan-page-props';

import { ParentPage } from '../../features/pro-plan';

export const getServerSideProps = proPlanPageProps({ parentsOnly: true, auth: 'optional' });

export default withQueryProvider(ParentPage);
