import { withQueryProvider } from '../../features/auth';
import { proPlanPageProps } from '../../server/subscriptions/pro-plan-page-props';

import { PayPalRedirectPage } from '../../features/pro-plan';

export const getServerSideProps = proPlanPageProps({ auth: 'required' });

export default withQueryProvider(PayPalRedirectPage);
