// /ai-chats/parent-accesses/{uuid}: what a parent with the student's link sees — the student's AI chats, read-only,
// until the link expires (never indexed).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import type { AiParentView } from '../../../lib/contracts/ai';
import { shownMessages } from '../lib/chat-turn';
import { ChatMessage, MessageList } from '../components/chat-message';

const Main = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: clamp(24px, 5vw, 48px) 16px 64px;
  display: grid;
  gap: 20px;
  h1 { margin: 0; font: 900 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Chat = styled(Card)`
  display: grid;
  gap: 14px;
  padding: clamp(16px, 3vw, 24px);
  h2 { margin: 0; font: 800 1.2rem ${({ theme }) => theme.fonts.display}; overflow-wrap: anywhere; }
`;

export function ParentViewPage({ view }: { view: AiParentView }) {
  const { t, i18n } = useTranslation('ai');
  const title = t('parentView.title', { name: view.studentName });
  return (
    <Main>
      <PageMeta title={title} noindex />
      <h1>{title}</h1>
      <p>{t('parentView.intro', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(view.expiresOn)) })}</p>
      {view.chats.length === 0 ? <EmptyState title={t('parentView.empty')} /> : null}
      {view.chats.map(({ chat, knows, messages }) => (
        <Chat key={chat.chatUuid} data-testid="ai-parent-chat">
          <h2>{chat.title || t('chats.untitled')}</h2>
          <MessageList>
            {shownMessages(messages, null).map((message) => (
              <ChatMessage key={message.key} message={message} knows={knows} readOnly />
            ))}
          </MessageList>
        </Chat>
      ))}
    </Main>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
ParentViewPage.fetchesInBrowser = false;
