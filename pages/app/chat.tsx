import { withQueryProvider } from '../../features/auth';
import { pageProps } from '../../server/pages/page-props';

import { ChatPage } from '../../features/ai';

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });

export default withQueryProvider(ChatPage);
