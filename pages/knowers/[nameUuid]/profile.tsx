import { knowerProfilePageProps } from '../../../server/knowers/knower-profile-page-props';

export { KnowerProfilePage as default } from '../../../features/knower-profile/pages/knower-profile-page';

export const getServerSideProps = knowerProfilePageProps({ app: false });
