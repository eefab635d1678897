import { withQueryProvider } from '../features/auth';
import { pageProps } from '../server/pages/page-props';

import { ProfilePage } from '../features/profile/pages/profile-page';

export const getServerSideProps = pageProps(['profile', 'auth', 'pro-plan'], undefined, { auth: 'required' });

export default withQueryProvider(ProfilePage);
