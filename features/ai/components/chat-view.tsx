// One AI chat: its material (knows attached, more can be added), its messages with the answer streaming in, and the
// composer. Without a chat yet (`chatUuid` unset) it is a new chat: the material and the tutor (`newChat`) are kept
// until the first question, which creates the chat (`onCreated` then puts it in the address) and asks it.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import type { CreateAiChat } from '../../../lib/contracts/ai';
import { useAttachAiChatKnows } from '../api/attach-ai-chat-knows';
import { useAiChat } from '../api/get-ai-chat';
import { useCreateAiChat } from '../api/create-ai-chat';
import { shownMessages } from '../lib/chat-turn';
import { useChatTurn } from '../lib/use-chat-turn';
import { AiErrorMessage } from './ai-error-message';
import { AttachedKnows } from './attached-knows';
import { ChatComposer } from './chat-composer';
import { ChatMessage, MessageList } from './chat-message';
import { KnowPicker } from './know-picker';
import type { PickedKnow } from '../lib/citation-links';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Material = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export type NewChat = Omit<CreateAiChat, 'knowUuids'> & { knows?: PickedKnow[] };

export function ChatView({ chatUuid, newChat = {}, onCreated, intro }: { chatUuid?: string; newChat?: NewChat; onCreated: (chatUuid: string) => void; intro?: string }) {
  const { t } = useTranslation('ai');
  const chat = useAiChat(chatUuid);
  const create = useCreateAiChat();
  const attach = useAttachAiChatKnows();
  const answer = useChatTurn(chatUuid);
  const [pending, setPending] = useState<PickedKnow[]>(newChat.knows ?? []);
  /** A first question whose chat could not be created: it stays on screen with the error and Retry. */
  const [unsent, setUnsent] = useState<string | null>(null);
  const knows = chat.data?.knows ?? pending;
  const messages = shownMessages(chat.data?.messages ?? [], answer.turn);
  const lastBot = messages.findLastIndex((message) => message.isBotMessage);

  const addMaterial = (know: PickedKnow) => {
    if (chatUuid) attach.mutate({ chatUuid, knowUuids: [know.uuid] });
    else setPending((current) => (current.some((known) => known.uuid === know.uuid) ? current : [...current, know]));
  };

  const send = async (text: string) => {
    if (chatUuid) return answer.ask(text);
    const { knows: _knows, ...tutor } = newChat;
    setUnsent(null);
    const created = await create.mutateAsync({ ...tutor, ...(pending.length ? { knowUuids: pending.map((know) => know.uuid) } : {}) }).catch(() => null);
    if (!created) return setUnsent(text);
    onCreated(created.chatUuid);
    await answer.ask(text, created.chatUuid);
  };

  if (chatUuid && chat.isPending && !answer.turn) return <DelayedLoader label={t('chat.loading')} />;
  if (chatUuid && chat.isError) return <AiErrorMessage error={chat.error} />;
  return (
    <Frame aria-label={chat.data?.chat.title ?? t('chat.new')}>
      <Material>
        <AttachedKnows knows={knows} onRemove={chatUuid ? undefined : (know) => setPending((current) => current.filter((known) => known.uuid !== know.uuid))} />
        <KnowPicker picked={knows} onPick={addMaterial} />
      </Material>
      {attach.isError ? <AiErrorMessage error={attach.error} /> : null}
      {messages.length === 0 ? <Intro>{intro ?? t('chat.empty')}</Intro> : null}
      <MessageList aria-live="polite" data-testid="ai-messages">
        {messages.map((message, index) => (
          <ChatMessage key={message.key} message={message} knows={knows} onRegenerate={index === lastBot && !answer.busy ? () => void answer.regenerate() : undefined} />
        ))}
      </MessageList>
      {unsent !== null && create.isError ? (
        <>
          <MessageList>
            <ChatMessage message={{ key: 'unsent', isBotMessage: false, text: unsent, citations: [], state: 'failed' }} knows={knows} />
          </MessageList>
          <AiErrorMessage error={create.error} onRetry={() => void send(unsent)} />
        </>
      ) : null}
      {answer.turn?.status === 'failed' ? <AiErrorMessage error={answer.turn.error} onRetry={() => void answer.retry()} /> : null}
      <ChatComposer busy={answer.busy || create.isPending} onSend={send} onStop={answer.stop} />
    </Frame>
  );
}
