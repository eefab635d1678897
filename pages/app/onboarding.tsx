import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { OnboardingPage } from '../../features/onboarding/pages/onboarding-page';

export const getServerSideProps = pageProps(['onboarding', 'auth'], undefined, { auth: 'required' });

export default withQueryProvider(OnboardingPage);
