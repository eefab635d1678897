import { pageProps } from '../../server/pages/page-props';

export { FlashcardsPage as default } from '../../features/flashcards';

export const getServerSideProps = pageProps(['flashcards'], undefined, { auth: 'required' });
