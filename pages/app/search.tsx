import { queriesInIslands } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';
import { loadSearchPage } from '../../server/search/search-page-props';

import { AppSearchPage } from '../../features/search';

export const getServerSideProps = pageProps(['search'], loadSearchPage, { auth: 'required' });

export default queriesInIslands(AppSearchPage);
