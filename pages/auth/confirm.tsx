import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { ConfirmEmailPage } from '../../features/auth/pages/confirm-email-page';

export const getServerSideProps = pageProps(['auth'], undefined, { auth: 'optional' });

export default withQueryProvider(ConfirmEmailPage);
