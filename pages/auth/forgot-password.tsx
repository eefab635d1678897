import { pageProps } from '../../server/pages/page-props';

export { ForgotPasswordPage as default } from '../../features/auth/pages/forgot-password-page';

export const getServerSideProps = pageProps(['auth']);
