import { pageProps } from '../../server/pages/page-props';

export { UniGptPage as default } from '../../features/ai';

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });
