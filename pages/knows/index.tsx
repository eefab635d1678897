import { pageProps } from '../../server/pages/page-props';

export { MyKnowsPage as default } from '../../features/know-creation/pages/my-knows-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });
