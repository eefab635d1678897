import { withQueryProvider } from '../../features/auth';
import { isUuid } from '../../lib/contracts/forms';
import { AppError } from '../../lib/errors';
import { pagePropsOrNotFound } from '../../server/catalogue/catalogue-page-props';
import { ChatThreadPage } from '../../features/chats';

function ChatPage({ chatUuid }: { chatUuid: string }) {
  return <ChatThreadPage key={chatUuid} chatUuid={chatUuid} />;
}

/** The chat itself loads in the browser (the API lets only its two partners read it); an id not in uuid form is a 404. */
export const getServerSideProps = pagePropsOrNotFound(
  ['chats'],
  async (context) => {
    const id = context.params?.id;
    if (!isUuid(id)) throw new AppError('NotFoundError', { resource: 'chat' });
    return { chatUuid: id.toLowerCase() };
  },
  { auth: 'required' },
);

export default withQueryProvider(ChatPage);
