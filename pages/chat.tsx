import { pageProps } from '../server/pages/page-props';

export { ChatsPage as default } from '../features/chats';

export const getServerSideProps = pageProps(['chats'], undefined, { auth: 'required' });
