import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { UnsubscribePage } from '../../features/newsletter/pages/unsubscribe-page';

export const getServerSideProps = pageProps(['newsletter']);

export default withQueryProvider(UnsubscribePage);
