// One chat in the list: the partner, the last message (as plain text), when, and the unread count or "request".
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { Link } from '../../../components/link';
import type { Chat } from '../../../lib/contracts/chats';

const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  strong { display: block; }
  p { margin: 2px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 2px 8px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

const Tag = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function ChatRow({ chat, href }: { chat: Chat; href: string }) {
  const { t } = useTranslation('chats');
  const last = chat.lastMessage;
  const preview = last ? last.text || (last.attachmentId ? t('image.preview') : t('message.knowCard')) : t('list.noMessages');
  const waiting = chat.status === 'REQUESTED';
  return (
    <li>
      <Row href={href} data-testid="chat-row">
        <Avatar name={chat.chatPartner.name} src={chat.chatPartner.profilePictureUrl} size={44} />
        <span>
          <strong>{chat.chatPartner.name}</strong>
          <p>{preview}</p>
        </span>
        {waiting && !chat.startedByMe ? <Tag>{t('list.request')}</Tag> : chat.unreadCount > 0 ? <Count aria-label={t('list.unread', { count: chat.unreadCount })}>{chat.unreadCount}</Count> : waiting ? <Tag>{t('list.pending')}</Tag> : null}
      </Row>
    </li>
  );
}
