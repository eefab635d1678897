// "Message" on a knower's profile: starts (or opens) the chat with the knower's user and goes to it. A visitor is sent
// to sign in first, and comes back here; a refusal (one of the two blocked the other, too many new chats) shows its
// typed error as a toast.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/errors/api-error';
import { routes } from '../../../lib/routes/page-routes';
import { showToast } from '../../../lib/toast';
import { useUser } from '../../auth';
import { startChat } from '../api/start-chat';
import { CHAT_ERROR_VALUES, chatErrorKey } from '../lib/chat-error';

export function StartChatButton({ userUuid }: { userUuid: string }) {
  const { t } = useTranslation('chats');
  const router = useRouter();
  const { data: user } = useUser();
  if (user?.uuid === userUuid) return null;
  const signIn = () => router.push(routes.signIn({ redirect: router.asPath }));
  const open = async () => {
    // null: known to be signed out; undefined: the session is still being read, so the server decides.
    if (user === null) return signIn();
    try {
      const { chatUuid } = await startChat(userUuid);
      await router.push(routes.chat(chatUuid));
    } catch (error) {
      if (error instanceof ApiError && error.type === 'AuthorizationError') await signIn();
      else void showToast('error', t(chatErrorKey(error), CHAT_ERROR_VALUES), { toastId: 'start-chat' });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={open} data-testid="start-chat">
      {t('start.message')}
    </Button>
  );
}
