import { proPlanPageProps } from '../../server/subscriptions/pro-plan-page-props';

export { PayPalRedirectPage as default } from '../../features/pro-plan';

export const getServerSideProps = proPlanPageProps({ auth: 'required' });
