import { queriesInIslands } from '../../../features/auth';
import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../../server/knows/find-know-page';

import { KnowPage } from '../../../features/know-page/pages/know-page';

export const getServerSideProps = knowPageServerSideProps(KNOW_PAGE_VARIANTS.page);

export default queriesInIslands(KnowPage);
