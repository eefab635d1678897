import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { FeedPage } from '../../features/feed/pages/feed-page';

export const getServerSideProps = pageProps(['catalogue'], undefined, { auth: 'required' });

export default withQueryProvider(FeedPage);
