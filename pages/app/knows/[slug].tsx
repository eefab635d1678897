import { queriesInIslands } from '../../../features/auth';
import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../../server/knows/find-know-page';

import { AppKnowPage } from '../../../features/know-page/pages/know-page';

export const getServerSideProps = knowPageServerSideProps(KNOW_PAGE_VARIANTS.app, { auth: 'required' });

export default queriesInIslands(AppKnowPage);
