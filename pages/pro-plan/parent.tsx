import { proPlanPageProps } from '../../server/subscriptions/pro-plan-page-props';

export { ParentPage as default } from '../../features/pro-plan';

export const getServerSideProps = proPlanPageProps({ parentsOnly: true, auth: 'optional' });
