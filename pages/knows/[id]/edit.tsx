import { pageProps } from '../../../server/pages/page-props';

export { EditPage as default } from '../../../features/know-creation/pages/edit-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });
