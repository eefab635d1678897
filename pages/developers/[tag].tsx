import { apiAreaPageProps } from '../../server/system/developers-page-props';

export { ApiAreaPage as default } from '../../features/developers';

export const getServerSideProps = apiAreaPageProps;
