import { pageProps } from '../../../server/pages/page-props';

export { LibrarySyncedPage as default } from '../../../features/library/pages/library-synced-page';

export const getServerSideProps = pageProps(['library'], undefined, { auth: 'required' });
