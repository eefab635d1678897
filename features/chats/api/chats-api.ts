// The chats between users (issue 21) as React Query hooks: the list, one chat and its messages,
// answering a request, marking read, blocking and reporting (starting one: ./start-chat.ts). Sending lives in lib/use-send-message.ts (it retries).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { callApi, callApiWithHeaders } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { Chat, ChatMessage, chatsSchema, createReportSchema } from '../../../lib/contracts/chats';

export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  chat: (chatUuid: string) => [...chatKeys.all, 'chat', chatUuid] as const,
  messages: (chatUuid: string) => [...chatKeys.all, 'messages', chatUuid] as const,
};

const chatsQuery = () => queryOptions({ queryKey: chatKeys.list(), queryFn: () => callApi<z.infer<typeof chatsSchema>>(endpoints.chats) });
export const useChats = () => useQuery(chatsQuery());

export const useChat = (chatUuid: string) => useQuery({ queryKey: chatKeys.chat(chatUuid), queryFn: () => callApi<Chat>(endpoints.chat, { params: { id: chatUuid } }) });

export const useChatMessages = (chatUuid: string) =>
  useQuery({ queryKey: chatKeys.messages(chatUuid), queryFn: () => callApi<{ messages: ChatMessage[] }>(endpoints.chatMessages, { params: { id: chatUuid } }) });

/** Uploads an image to send in the chat (the server checks its type by content and stores it without metadata). */
export async function uploadChatImage(chatUuid: string, file: File): Promise<{ attachmentId: string }> {
  const form = new FormData();
  form.append('file', file);
  return callApi<{ attachmentId: string }>(endpoints.uploadChatAttachment, { params: { id: chatUuid }, body: form });
}

/** A chat image's bytes: the image route wants the access token, which an <img src> cannot send. */
export const loadChatImage = async (chatUuid: string, attachmentId: string): Promise<Blob> =>
  (await callApiWithHeaders<Blob>(endpoints.chatAttachment, { params: { id: chatUuid, attachmentId }, responseType: 'blob' })).data;

export const markChatRead = (chatUuid: string) => callApi(endpoints.readChat, { params: { id: chatUuid } });

/** Refetches what a change of a chat may have changed. */
export function useRefreshChat() {
  const queryClient = useQueryClient();
  return useCallback(
    (chatUuid: string) => Promise.all([queryClient.invalidateQueries({ queryKey: chatKeys.chat(chatUuid) }), queryClient.invalidateQueries({ queryKey: chatKeys.list() })]),
    [queryClient],
  );
}

export function useAnswerRequest(chatUuid: string) {
  const refresh = useRefreshChat();
  return useMutation({
    mutationFn: (accept: boolean) => callApi<Chat>(endpoints.answerChatRequest, { params: { id: chatUuid }, body: { accept } }),
    onSuccess: () => refresh(chatUuid),
  });
}

export function useBlock(chatUuid: string) {
  const refresh = useRefreshChat();
  return useMutation({
    mutationFn: ({ userUuid, block }: { userUuid: string; block: boolean }) =>
      block ? callApi(endpoints.blockUser, { body: { userUuid } }) : callApi(endpoints.unblockUser, { params: { id: userUuid } }),
    onSuccess: () => refresh(chatUuid),
  });
}

export type ReportInput = z.infer<typeof createReportSchema>;

export const useReport = () => useMutation({ mutationFn: (body: ReportInput) => callApi<{ reportUuid: string }>(endpoints.createReport, { body }), meta: { handlesErrors: true } });
