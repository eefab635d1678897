import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { SignInPage } from '../../features/auth/pages/sign-in-page';

export const getServerSideProps = pageProps(['auth']);

export default withQueryProvider(SignInPage);
