// Starts an AI chat (POST ai/chats): with knows, for a tutor (school subject and grade, a university course) or with a
// learning bot. The server records `ai_chat_started`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { CreateAiChat } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

const createAiChat = (body: CreateAiChat) => callApi<{ chatUuid: string }>(endpoints.createAiChat, { body });

export function useCreateAiChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiChat,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.chats() }),
  });
}
