import { pageProps } from '../../server/pages/page-props';
import { loadSearchPage } from '../../server/search/search-page-props';

export { AppSearchPage as default } from '../../features/search';

export const getServerSideProps = pageProps(['search'], loadSearchPage, { auth: 'required' });
