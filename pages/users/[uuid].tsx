import { publicUserPageProps } from '../../server/users/public-user-page-props';

export { PublicProfilePage as default } from '../../features/profile/pages/public-profile-page';

export const getServerSideProps = publicUserPageProps;
