import { pageProps } from '../server/pages/page-props';

export { ProfilePage as default } from '../features/profile/pages/profile-page';

export const getServerSideProps = pageProps(['profile', 'auth', 'pro-plan'], undefined, { auth: 'required' });
