import { pageProps } from '../../server/pages/page-props';

export { SchoolGptPage as default } from '../../features/ai';

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });
