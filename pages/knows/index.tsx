import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { MyKnowsPage } from '../../features/know-creation/pages/my-knows-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });

export default withQueryProvider(MyKnowsPage);
