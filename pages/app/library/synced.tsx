import { withQueryProvider } from '../../../features/auth';
import { pageProps } from '../../../server/pages/page-props';

import { LibrarySyncedPage } from '../../../features/library/pages/library-synced-page';

export const getServerSideProps = pageProps(['library'], undefined, { auth: 'required' });

export default withQueryProvider(LibrarySyncedPage);
