// One chat message: its text as plain text (never Markdown or HTML), links only where the server says they go to one
// of Knowly's own sites, a shared know as a card (gone once the know is no longer public), an image (alt text naming
// its sender), and — for the partner's messages — a report button. A message not sent yet shows why it failed.
import { useTranslation } from 'next-i18next/pages';
import styled, { css } from 'styled-components';
import { Link } from '../../../components/link';
import { TextButton } from '../../../components/ui/text-button';
import type { ChatMessage } from '../../../lib/contracts/chats';
import { CHAT_ERROR_VALUES, chatErrorKey } from '../lib/chat-error';
import { ChatImage } from './chat-image';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 2px;
`;

const Bubble = styled.div<{ $mine: boolean; $faded?: boolean }>`
  max-width: min(80%, 520px);
  padding: 10px 14px;
  border-radius: 18px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.45;
  opacity: ${({ $faded }) => ($faded ? 0.7 : 1)};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.colors.brandBlue};
          color: ${theme.colors.onBrand};
          border-bottom-right-radius: 6px;
          a { color: inherit; }
        `
      : css`
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.ink};
          border-bottom-left-radius: 6px;
        `}
`;

const KnowCard = styled(Link)`
  display: block;
  margin-top: 6px;
  padding: 10px 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink} !important;
  text-decoration: none;
  small { display: block; color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.8rem; }
  strong { display: block; }
`;

const Meta = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

function MessageText({ parts }: { parts: ChatMessage['parts'] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel="noopener">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function MessageBubble({ message, mine, partnerName, onReport }: { message: ChatMessage; mine: boolean; partnerName: string; onReport?: () => void }) {
  const { t, i18n } = useTranslation('chats');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(message.createdOn));
  return (
    <Row $mine={mine} data-testid="chat-message">
      <Bubble $mine={mine}>
        {message.text ? <MessageText parts={message.parts} /> : null}
        {message.attachmentId ? <ChatImage chatUuid={message.chatUuid} attachmentId={message.attachmentId} alt={mine ? t('image.altMine') : t('image.alt', { name: partnerName })} /> : null}
        {message.know ? (
          <KnowCard href={message.know.path} data-testid="chat-know-card">
            <small>{t('message.knowCard')}</small>
            <strong>{message.know.title}</strong>
          </KnowCard>
        ) : message.knowUuid ? (
          <Meta>{t('message.knowGone')}</Meta>
        ) : null}
      </Bubble>
      <Meta>
        <time dateTime={message.createdOn}>{time}</time>
        {!mine && onReport ? (
          <TextButton type="button" onClick={onReport}>
            {t('message.report')}
          </TextButton>
        ) : null}
      </Meta>
    </Row>
  );
}

export function PendingBubble({ text, imageName, failed, error, onRetry }: { text: string; imageName?: string; failed: boolean; error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation('chats');
  const label = [text, imageName ? t('image.pending', { name: imageName }) : ''].filter(Boolean).join('\n');
  return (
    <Row $mine data-testid="chat-message-pending">
      <Bubble $mine $faded>
        {label || t('message.knowCard')}
      </Bubble>
      <Meta>
        {failed ? (
          <>
            <span role="alert">
              {t('message.failed')} {error ? t(chatErrorKey(error), CHAT_ERROR_VALUES) : null}
            </span>
            <TextButton type="button" onClick={onRetry}>
              {t('message.retry')}
            </TextButton>
          </>
        ) : (
          <span>{t('message.sending')}</span>
        )}
      </Meta>
    </Row>
  );
}
