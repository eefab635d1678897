import { knowerProfilePageProps } from '../../../server/knowers/knower-profile-page-props';

import { KnowerProfilePage } from '../../../features/knower-profile/pages/knower-profile-page';

export const getServerSideProps = knowerProfilePageProps({ app: false });

export default KnowerProfilePage;
