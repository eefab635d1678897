import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { ParentalConsentPage } from '../../features/auth/pages/parental-consent-page';

export const getServerSideProps = pageProps(['auth'], undefined, { auth: 'optional' });

export default withQueryProvider(ParentalConsentPage);
