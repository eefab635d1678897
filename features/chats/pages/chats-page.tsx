// /chat: the user's chats (partner, last message, unread count), requests first. With ?knowUuid= (a know page's
// "Send in a chat") it asks which chat to share the know in, and opening one carries the know along.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { PageMeta } from '../../../components/page-meta';
import { EmptyState } from '../../../components/ui/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { PageColumn } from '../../../components/ui/page-column';
import { isUuid } from '../../../lib/contracts/forms';
import { routes } from '../../../lib/routes/page-routes';
import { useChats, useRefreshChat } from '../api/chats-api';
import { ChatRow } from '../components/chat-row';
import { listenToChats } from '../lib/live-chat-events';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.brandTint};
`;

const Heading = styled.h1`
  margin: 0;
  font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display};
`;

export function ChatsPage() {
  const { t } = useTranslation('chats');
  const router = useRouter();
  const knowUuid = typeof router.query.knowUuid === 'string' && isUuid(router.query.knowUuid) ? router.query.knowUuid : undefined;
  const chats = useChats();
  const refresh = useRefreshChat();
  const { refetch } = chats;
  useEffect(() => listenToChats({ onEvent: (event) => void refresh(event.chatUuid), onConnected: () => void refetch() }), [refresh, refetch]);
  const list = chats.data?.chats ?? [];
  const requests = list.filter((chat) => chat.status === 'REQUESTED' && !chat.startedByMe);
  const others = list.filter((chat) => !requests.includes(chat));
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('list.title')} noindex />
      <Heading>{t('list.title')}</Heading>
      {knowUuid ? <Notice>{t('list.shareKnow')}</Notice> : null}
      {chats.isPending ? <DelayedLoader label={t('list.loading')} /> : null}
      {chats.isSuccess && list.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} action={<ButtonLink href={routes.appSearch()}>{t('list.findKnowers')}</ButtonLink>} />
      ) : null}
      {requests.length > 0 ? (
        <section aria-labelledby="chat-requests">
          <h2 id="chat-requests">{t('list.requests')}</h2>
          <List>
            {requests.map((chat) => (
              <ChatRow key={chat.uuid} chat={chat} href={routes.chat(chat.uuid)} />
            ))}
          </List>
        </section>
      ) : null}
      {others.length > 0 ? (
        <List aria-label={t('list.title')}>
          {others.map((chat) => (
            <ChatRow key={chat.uuid} chat={chat} href={routes.chat(chat.uuid, { knowUuid })} />
          ))}
        </List>
      ) : null}
    </PageColumn>
  );
}
