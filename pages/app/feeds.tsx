import { pageProps } from '../../server/pages/page-props';

export { FeedPage as default } from '../../features/feed/pages/feed-page';

export const getServerSideProps = pageProps(['catalogue'], undefined, { auth: 'required' });
