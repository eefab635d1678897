import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../../server/knows/find-know-page';

export { KnowPage as default } from '../../../features/know-page/pages/know-page';

export const getServerSideProps = knowPageServerSideProps(KNOW_PAGE_VARIANTS.page);
