import { pageProps } from '../../server/pages/page-props';

export { UnsubscribePage as default } from '../../features/newsletter/pages/unsubscribe-page';

export const getServerSideProps = pageProps(['newsletter']);
