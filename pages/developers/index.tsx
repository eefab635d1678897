import { developersPageProps } from '../../server/system/developers-page-props';

export { DevelopersPage as default } from '../../features/developers';

export const getServerSideProps = developersPageProps;
