import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';

export const getServerSideProps = pageProps(['auth']);

export default withQueryProvider(ResetPasswordPage);
