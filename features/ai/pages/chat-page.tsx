// /app/chat: the user's AI chats beside the open one (?chatUuid=), a new chat about a know (?knowUuid=, from the know
// page's "Ask AI") or with a learning bot (?learningBotUuid=), and the parent links.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { isUuid } from '../../../lib/contracts/forms';
import { routes } from '../../../lib/routes/page-routes';
import { useKnow } from '../../know-page';
import { AiPageFrame } from '../components/ai-page-frame';
import { ChatList } from '../components/chat-list';
import { ChatView, type NewChat } from '../components/chat-view';
import { ParentAccessPanel } from '../components/parent-access-panel';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.div`
  min-width: 0;
  display: grid;
  gap: 16px;
`;

const queryUuid = (value: unknown) => (typeof value === 'string' && isUuid(value) ? value : undefined);

/**
 * The open chat, or a new one — about a know (it waits for the know's title, so that its chip names it) or with a
 * learning bot. One ChatView throughout: when a new chat receives its uuid (the address changes to ?chatUuid=), the
 * same view keeps the answer it is streaming.
 */
function ChatPane({ chatUuid, knowUuid, newChat, onCreated }: { chatUuid?: string; knowUuid?: string; newChat: NewChat; onCreated: (chatUuid: string) => void }) {
  const { t } = useTranslation('ai');
  /** The know a new chat is about; none once the chat exists. */
  const aboutKnow = chatUuid === undefined ? knowUuid : undefined;
  const know = useKnow(aboutKnow ?? '', { enabled: aboutKnow !== undefined });
  if (aboutKnow && know.isPending) return <DelayedLoader label={t('chat.loading')} />;
  const chat = aboutKnow ? { ...newChat, knows: [{ uuid: aboutKnow, title: know.data?.title ?? '', slug: know.data?.slug ?? '' }] } : newChat;
  return <ChatView chatUuid={chatUuid} newChat={chat} onCreated={onCreated} />;
}

export function ChatPage() {
  const { t } = useTranslation('ai');
  const router = useRouter();
  const chatUuid = queryUuid(router.query.chatUuid);
  const knowUuid = queryUuid(router.query.knowUuid);
  const learningBotUuid = queryUuid(router.query.learningBotUuid);
  // Changes when the user opens another chat or a new one, not when a new chat receives its uuid.
  const [viewKey, setViewKey] = useState(0);
  const go = (query: Parameters<typeof routes.aiChat>[0]) => {
    setViewKey((key) => key + 1);
    void router.push(routes.aiChat(query), undefined, { shallow: true });
  };
  const created = (uuid: string) => void router.replace(routes.aiChat({ chatUuid: uuid }), undefined, { shallow: true, scroll: false });
  const newChat: NewChat = learningBotUuid ? { learningBotUuid, promptVariant: 'learning-bot' } : {};
  return (
    <AiPageFrame title={t('chat.title')} intro={t('chat.intro')} wide>
      <Layout>
        <Aside>
          <ChatList current={chatUuid} onOpen={(uuid) => go({ chatUuid: uuid })} onNew={() => go({})} />
          <ParentAccessPanel />
        </Aside>
        <ChatPane key={viewKey} chatUuid={chatUuid} knowUuid={knowUuid} newChat={newChat} onCreated={created} />
      </Layout>
    </AiPageFrame>
  );
}
