import { withQueryProvider } from '../../../features/auth';
import { pageProps } from '../../../server/pages/page-props';

import { LibraryPage } from '../../../features/library/pages/library-page';

export const getServerSideProps = pageProps(['library'], undefined, { auth: 'required' });

export default withQueryProvider(LibraryPage);
