import { pageProps } from '../../server/pages/page-props';

export { OnboardingPage as default } from '../../features/onboarding/pages/onboarding-page';

export const getServerSideProps = pageProps(['onboarding', 'auth'], undefined, { auth: 'required' });
