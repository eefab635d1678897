import { pageProps } from '../../../server/pages/page-props';

export { NewFlashcardSetPage as default } from '../../../features/know-creation/pages/new-flashcard-set-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });
