import { pageProps } from '../../server/pages/page-props';

export { UniversityPage as default } from '../../features/ai';

export const getServerSideProps = pageProps(['ai']);
