import { pageProps } from '../../server/pages/page-props';

export { ConfirmEmailPage as default } from '../../features/auth/pages/confirm-email-page';

export const getServerSideProps = pageProps(['auth'], undefined, { auth: 'optional' });
