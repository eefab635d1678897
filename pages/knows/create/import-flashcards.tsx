import { withQueryProvider } from '../../../features/auth';
import { pageProps } from '../../../server/pages/page-props';

import { ImportFlashcardsPage } from '../../../features/know-creation/pages/import-flashcards-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });

export default withQueryProvider(ImportFlashcardsPage);
