import { pageProps } from '../../server/pages/page-props';

export { ResetPasswordPage as default } from '../../features/auth/pages/reset-password-page';

export const getServerSideProps = pageProps(['auth']);
