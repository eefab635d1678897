import { queriesInIslands } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';
import { loadSearchPage } from '../../server/search/search-page-props';

import { SearchPage } from '../../features/search';

export const getServerSideProps = pageProps(['search'], loadSearchPage);

export default queriesInIslands(SearchPage);
