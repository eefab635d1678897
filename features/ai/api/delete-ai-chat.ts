// Deletes one of the user's AI chats (DELETE ai/chats/{id}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { aiKeys } from './query-keys';

const deleteAiChat = (chatUuid: string) => callApi(endpoints.deleteAiChat, { params: { id: chatUuid } });

export function useDeleteAiChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAiChat,
    onSuccess: async (_result, chatUuid) => {
      queryClient.removeQueries({ queryKey: aiKeys.chat(chatUuid) });
      await queryClient.invalidateQueries({ queryKey: aiKeys.chats() });
    },
  });
}
