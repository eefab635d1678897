// One message of an AI chat: the student's question as typed, or the bot's answer as safe Markdown with its linked
// citations and sources; the answer offers Copy and, when it is the last one, Regenerate. A streaming answer shows a
// cursor, a stopped one says so. `readOnly` (a parent's view) offers nothing.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { TextButton } from '../../../components/ui/text-button';
import type { ShownMessage } from '../lib/chat-turn';
import type { CitedKnow } from '../lib/citation-links';
import { CitationList } from './citation-list';
import { MarkdownAnswer } from './markdown-answer';

const Bubble = styled.li<{ $bot: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-width: min(100%, 720px);
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  ${({ $bot, theme }) =>
    $bot
      ? css`
          align-self: flex-start;
          background: ${theme.colors.surfaceRaised};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          align-self: flex-end;
          background: ${theme.colors.brandTint};
          white-space: pre-wrap;
          overflow-wrap: anywhere;
        `}
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: 16px;
`;

const Typing = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function ChatMessage({ message, knows, onRegenerate, readOnly = false }: { message: ShownMessage; knows: readonly CitedKnow[]; onRegenerate?: () => void; readOnly?: boolean }) {
  const { t } = useTranslation('ai');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(message.text);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  if (!message.isBotMessage) {
    return (
      <Bubble $bot={false} data-testid="ai-question">
        {message.text}
        {message.state === 'failed' ? <Note>{t('chat.notAnswered')}</Note> : null}
      </Bubble>
    );
  }
  const streaming = message.state === 'streaming';
  return (
    <Bubble $bot aria-busy={streaming} data-testid="ai-answer">
      {message.text === '' && streaming ? <Typing>{t('chat.thinking')}</Typing> : <MarkdownAnswer text={message.text} citations={message.citations} knows={knows} />}
      {message.state === 'stopped' ? <Note>{t('chat.stopped')}</Note> : null}
      <CitationList citations={message.citations} knows={knows} />
      {message.state === 'stored' && !readOnly ? (
        <Actions>
          <TextButton type="button" onClick={() => void copy()}>
            {copied ? t('chat.copied') : t('chat.copy')}
          </TextButton>
          {onRegenerate ? (
            <TextButton type="button" onClick={onRegenerate}>
              {t('chat.regenerate')}
            </TextButton>
          ) : null}
        </Actions>
      ) : null}
    </Bubble>
  );
}

export const MessageList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;
