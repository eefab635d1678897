import { withQueryProvider } from '../../../features/auth';
import { pageProps } from '../../../server/pages/page-props';

import { DetailsPage } from '../../../features/know-creation/pages/details-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });

export default withQueryProvider(DetailsPage);
