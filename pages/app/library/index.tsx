import { pageProps } from '../../../server/pages/page-props';

export { LibraryPage as default } from '../../../features/library/pages/library-page';

export const getServerSideProps = pageProps(['library'], undefined, { auth: 'required' });
