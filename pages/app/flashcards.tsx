import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { FlashcardsPage } from '../../features/flashcards';

export const getServerSideProps = pageProps(['flashcards'], undefined, { auth: 'required' });

export default withQueryProvider(FlashcardsPage);
