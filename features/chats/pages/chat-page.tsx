// /chats/{id}: one chat. Its messages (new ones arrive live), the composer (text, an image, and a know carried in from
// ?knowUuid= as a card), the request to accept or decline when the partner wrote first, and block and report. Opening the chat
// and every message that arrives while it is open mark it read.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { PageColumn } from '../../../components/ui/page-column';
import { TextButton } from '../../../components/ui/text-button';
import { CHAT_IMAGE_TYPES, CHAT_TEXT_MAX_LENGTH } from '../../../config/chat-limits';
import type { ChatMessage } from '../../../lib/contracts/chats';
import { isUuid } from '../../../lib/contracts/forms';
import { routes } from '../../../lib/routes/page-routes';
import { showToast } from '../../../lib/toast';
import { useKnow } from '../../know-page';
import { chatKeys, markChatRead, useAnswerRequest, useBlock, useChat, useChatMessages, useReport } from '../api/chats-api';
import { MessageBubble, PendingBubble } from '../components/message-bubble';
import { listenToChats } from '../lib/live-chat-events';
import { useSendMessage } from '../lib/use-send-message';
import { useQueryClient } from '@tanstack/react-query';

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  h1 { margin: 0; font: 800 1.4rem ${({ theme }) => theme.fonts.display}; flex: 1; min-width: 0; }
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 16px 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-height: 240px;
`;

const Composer = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  textarea {
    flex: 1;
    min-height: 48px;
    max-height: 160px;
    padding: 12px 14px;
    border-radius: 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    resize: vertical;
  }
`;

/** The image button: a real file input over a label-like face, so keyboards and screen readers reach it. */
const ImagePicker = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 14px;
  border-radius: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.9rem;
  cursor: pointer;
  input { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.brandBlue}; outline-offset: 2px; }
`;

const Notice = styled.div`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  p { margin: 0; flex: 1 1 240px; }
`;

const Attached = styled.p`
  margin: 0;
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The shared know waiting to be sent, named by its title. */
function AttachedKnow({ knowUuid, onRemove }: { knowUuid: string; onRemove: () => void }) {
  const { t } = useTranslation('chats');
  const know = useKnow(knowUuid, { enabled: true });
  return (
    <Attached data-testid="chat-attached-know">
      {t('composer.attached', { title: know.data?.title ?? '…' })}
      <TextButton type="button" onClick={onRemove}>
        {t('composer.removeKnow')}
      </TextButton>
    </Attached>
  );
}

export function ChatThreadPage({ chatUuid }: { chatUuid: string }) {
  const { t } = useTranslation('chats');
  const router = useRouter();
  const queryClient = useQueryClient();
  const chat = useChat(chatUuid);
  const messages = useChatMessages(chatUuid);
  const { pending, send, retry } = useSendMessage(chatUuid);
  const answer = useAnswerRequest(chatUuid);
  const block = useBlock(chatUuid);
  const report = useReport();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | undefined>();
  const imageInput = useRef<HTMLInputElement>(null);
  const queryKnow = typeof router.query.knowUuid === 'string' && isUuid(router.query.knowUuid) ? router.query.knowUuid : undefined;
  /** The know carried in from ?knowUuid= waits in the composer until it is sent or removed. */
  const [knowDropped, setKnowDropped] = useState(false);
  const knowUuid = knowDropped ? undefined : queryKnow;
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void markChatRead(chatUuid).catch(() => undefined);
    return listenToChats({
      onEvent: (event) => {
        if (event.chatUuid !== chatUuid) return;
        if (event.type === 'message') {
          queryClient.setQueryData<{ messages: ChatMessage[] }>(chatKeys.messages(chatUuid), (current) =>
            current && !current.messages.some((known) => known.uuid === event.message.uuid) ? { messages: [...current.messages, event.message] } : current,
          );
          void markChatRead(chatUuid).catch(() => undefined);
        } else {
          void queryClient.invalidateQueries({ queryKey: chatKeys.chat(chatUuid) });
        }
      },
      onConnected: () => void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatUuid) }),
    });
  }, [chatUuid, queryClient]);

  const count = (messages.data?.messages.length ?? 0) + pending.length;
  // A block body: scrollIntoView answers a Promise in newer browsers, which React must not take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (chat.isError) return <PageColumn $width="narrow"><p role="alert">{t('thread.notFound')}</p></PageColumn>;
  if (!chat.data) return <DelayedLoader label={t('list.loading')} />;
  const current = chat.data;
  const partner = current.chatPartner;
  const asked = current.status === 'REQUESTED' && !current.startedByMe;
  const blocked = current.blockedByMe || current.blockedMe;
  const canWrite = !blocked && current.status !== 'DECLINED' && !asked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && !knowUuid && !image) return;
    send(body, knowUuid, image);
    setText('');
    setImage(undefined);
    if (imageInput.current) imageInput.current.value = '';
    setKnowDropped(true);
  };

  const reportMessage = async (message: ChatMessage) => {
    if (!window.confirm(t('report.confirmMessage'))) return;
    await report.mutateAsync({ targetType: 'CHAT_MESSAGE', targetUuid: message.uuid, reason: 'INAPPROPRIATE' }).then(
      () => showToast('success', t('report.done')),
      () => showToast('info', t('report.already')),
    );
  };

  const toggleBlock = async () => {
    if (!current.blockedByMe && !window.confirm(t('block.confirm', { name: partner.name }))) return;
    await block.mutateAsync({ userUuid: partner.uuid, block: !current.blockedByMe });
  };

  return (
    <PageColumn $width="narrow" $gap="12px">
      <PageMeta title={t('thread.title', { name: partner.name })} noindex />
      <Link href={routes.chats()}>{t('thread.back')}</Link>
      <Head>
        <Avatar name={partner.name} src={partner.profilePictureUrl} size={44} />
        <h1>{partner.name}</h1>
        <Button variant="outline" size="sm" onClick={toggleBlock} data-testid="chat-block">
          {current.blockedByMe ? t('block.unblock') : t('block.block')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => report.mutateAsync({ targetType: 'USER', targetUuid: partner.uuid, reason: 'HARASSMENT' }).then(() => showToast('success', t('report.done')), () => showToast('info', t('report.already')))}
        >
          {t('report.user')}
        </Button>
      </Head>
      {asked ? (
        <Notice>
          <p>{t('request.asked', { name: partner.name })}</p>
          <Button size="sm" onClick={() => answer.mutateAsync(true)} data-testid="chat-accept">
            {t('request.accept')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => answer.mutateAsync(false)}>
            {t('request.decline')}
          </Button>
        </Notice>
      ) : null}
      {current.status === 'REQUESTED' && current.startedByMe ? <Notice><p>{t('request.waiting', { name: partner.name })}</p></Notice> : null}
      {current.status === 'DECLINED' ? <Notice><p>{t('request.declined')}</p></Notice> : null}
      {current.blockedByMe ? <Notice role="status"><p>{t('block.youBlocked', { name: partner.name })}</p></Notice> : current.blockedMe ? <Notice role="status"><p>{t('block.blockedYou')}</p></Notice> : null}
      <Messages aria-label={t('thread.messages')} aria-live="polite">
        {(messages.data?.messages ?? []).map((message) => (
          <MessageBubble key={message.uuid} message={message} mine={message.user.uuid !== partner.uuid} partnerName={partner.name} onReport={() => void reportMessage(message)} />
        ))}
        {pending.map((item) => (
          <PendingBubble key={item.manualChatMessageUuid} text={item.text} imageName={item.image?.name} failed={item.state === 'failed'} error={item.error} onRetry={() => retry(item.manualChatMessageUuid)} />
        ))}
      </Messages>
      <div ref={end} />
      {canWrite ? (
        <>
          {knowUuid ? <AttachedKnow knowUuid={knowUuid} onRemove={() => setKnowDropped(true)} /> : null}
          {image ? (
            <Attached data-testid="chat-attached-image">
              {t('composer.imageAttached', { name: image.name })}
              <TextButton
                type="button"
                onClick={() => {
                  setImage(undefined);
                  if (imageInput.current) imageInput.current.value = '';
                }}
              >
                {t('composer.removeKnow')}
              </TextButton>
            </Attached>
          ) : null}
          <Composer onSubmit={submit}>
            <ImagePicker>
              <input
                ref={imageInput}
                type="file"
                accept={CHAT_IMAGE_TYPES.join(',')}
                aria-label={t('composer.addImage')}
                data-testid="chat-image-input"
                onChange={(event) => setImage(event.target.files?.[0])}
              />
              <span aria-hidden="true">{t('composer.image')}</span>
            </ImagePicker>
            <textarea
              aria-label={t('composer.label')}
              placeholder={t('composer.placeholder')}
              value={text}
              maxLength={CHAT_TEXT_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
            />
            <Button type="submit" disabled={!text.trim() && !knowUuid && !image}>
              {t('composer.send')}
            </Button>
          </Composer>
          <Attached>{t('composer.safety')}</Attached>
        </>
      ) : null}
    </PageColumn>
  );
}
