import { pageProps } from '../../../server/pages/page-props';

export { DetailsPage as default } from '../../../features/know-creation/pages/details-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });
