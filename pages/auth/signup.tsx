import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { SignUpPage } from '../../features/auth/pages/sign-up-page';

export const getServerSideProps = pageProps(['auth']);

export default withQueryProvider(SignUpPage);
