import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../../server/knows/find-know-page';

export { KnowViewerPage as default } from '../../../features/know-page/pages/know-viewer-page';

export const getServerSideProps = knowPageServerSideProps(KNOW_PAGE_VARIANTS.viewer);
