import { pageProps } from '../../../server/pages/page-props';

export { UploadPage as default } from '../../../features/know-creation/pages/upload-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });
