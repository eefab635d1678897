import { pageProps } from '../../server/pages/page-props';

export { SignInPage as default } from '../../features/auth/pages/sign-in-page';

export const getServerSideProps = pageProps(['auth']);
