import { pageProps } from '../../../server/pages/page-props';

export { ImportFlashcardsPage as default } from '../../../features/know-creation/pages/import-flashcards-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });
