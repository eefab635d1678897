import { withQueryProvider } from '../../../features/auth';
import { pageProps } from '../../../server/pages/page-props';

import { NewFlashcardSetPage } from '../../../features/know-creation/pages/new-flashcard-set-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });

export default withQueryProvider(NewFlashcardSetPage);
