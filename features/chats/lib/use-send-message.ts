// Sending a chat message (text, a know, an image) that survives a short loss of connection: each message gets its manualChatMessageUuid when
// it is written, shows at once as "sending", and is sent again with the same id (1 s, 2 s, 4 s … up to 30 s apart)
// until the server answers — the server keeps one message per id, so a resend never duplicates it. A refusal (blocked,
// declined, too many, not an image) ends the retries and shows as failed with its typed error. An image is uploaded
// first (POST /chats/{id}/attachments) and then sent by its attachmentId; a retry after the upload reuses that id.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { ChatMessage } from '../../../lib/contracts/chats';
import { ApiError } from '../../../lib/errors/api-error';
import { chatKeys, uploadChatImage } from '../api/chats-api';

export type PendingMessage = {
  manualChatMessageUuid: string;
  text: string;
  knowUuid?: string;
  /** The image to send, until it is uploaded; then its attachmentId. */
  image?: File;
  attachmentId?: string;
  state: 'sending' | 'failed';
  error?: unknown;
};

const MAX_DELAY_MS = 30_000;

/** Whether a failed send may work when tried again (no answer, or a server that was briefly away). */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.type === 'UnknownError' || (error.status ?? 0) >= 500 || error.status === undefined;

export function useSendMessage(chatUuid: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const settle = useCallback(
    (message: ChatMessage) => {
      queryClient.setQueryData<{ messages: ChatMessage[] }>(chatKeys.messages(chatUuid), (current) =>
        current && !current.messages.some((known) => known.uuid === message.uuid) ? { messages: [...current.messages, message] } : current,
      );
      setPending((list) => list.filter((item) => item.manualChatMessageUuid !== message.manualChatMessageUuid));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
    [chatUuid, queryClient],
  );

  const update = useCallback((manualChatMessageUuid: string, change: Partial<PendingMessage>) => {
    setPending((list) => list.map((known) => (known.manualChatMessageUuid === manualChatMessageUuid ? { ...known, ...change } : known)));
  }, []);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      let delay = 1000;
      let { attachmentId } = item;
      while (alive.current) {
        try {
          if (item.image && !attachmentId) {
            attachmentId = (await uploadChatImage(chatUuid, item.image)).attachmentId;
            update(item.manualChatMessageUuid, { attachmentId });
          }
          const body = {
            manualChatMessageUuid: item.manualChatMessageUuid,
            ...(item.text ? { text: item.text } : {}),
            ...(item.knowUuid ? { knowUuid: item.knowUuid } : {}),
            ...(attachmentId ? { attachmentId } : {}),
          };
          settle(await callApi<ChatMessage>(endpoints.postChatMessage, { params: { id: chatUuid }, body }));
          return;
        } catch (error) {
          if (!isTransient(error)) {
            update(item.manualChatMessageUuid, { state: 'failed', error });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, MAX_DELAY_MS);
        }
      }
    },
    [chatUuid, settle, update],
  );

  const send = useCallback(
    (text: string, knowUuid?: string, image?: File) => {
      const item: PendingMessage = { manualChatMessageUuid: crypto.randomUUID(), text, knowUuid, image, state: 'sending' };
      setPending((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (manualChatMessageUuid: string) => {
      const item = pending.find((known) => known.manualChatMessageUuid === manualChatMessageUuid);
      if (!item) return;
      update(manualChatMessageUuid, { state: 'sending', error: undefined });
      void deliver({ ...item, state: 'sending' });
    },
    [deliver, pending, update],
  );

  return { pending, send, retry };
}
