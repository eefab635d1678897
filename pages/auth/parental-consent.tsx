import { pageProps } from '../../server/pages/page-props';

export { ParentalConsentPage as default } from '../../features/auth/pages/parental-consent-page';

export const getServerSideProps = pageProps(['auth'], undefined, { auth: 'optional' });
