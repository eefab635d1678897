import { pageProps } from '../../server/pages/page-props';

export { SignUpPage as default } from '../../features/auth/pages/sign-up-page';

export const getServerSideProps = pageProps(['auth']);
