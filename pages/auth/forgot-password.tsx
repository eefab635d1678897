import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';

export const getServerSideProps = pageProps(['auth']);

export default withQueryProvider(ForgotPasswordPage);
