import { contentPageProps } from '../../server/content/content-page-props';

export { ContentPage as default } from '../../features/content';

export const getServerSideProps = contentPageProps('about-advertise');
