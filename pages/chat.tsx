import { withQueryProvider } from '../features/auth';
import { pageProps } from '../server/pages/page-props';

import { ChatsPage } from '../features/chats';

export const getServerSideProps = pageProps(['chats'], undefined, { auth: 'required' });

export default withQueryProvider(ChatsPage);
