import { withQueryProvider } from '../../../features/auth';
import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../../server/knows/find-know-page';

import { KnowViewerPage } from '../../../features/know-page/pages/know-viewer-page';

export const getServerSideProps = knowPageServerSideProps(KNOW_PAGE_VARIANTS.viewer);

export default withQueryProvider(KnowViewerPage);
