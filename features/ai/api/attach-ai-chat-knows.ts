// Attaches knows to a chat as its material (POST ai/chats/{id}/knows).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { aiKeys } from './query-keys';

const attachAiChatKnows = ({ chatUuid, knowUuids }: { chatUuid: string; knowUuids: string[] }) =>
  callApi(endpoints.attachAiChatKnows, { params: { id: chatUuid }, body: { knowUuids } });

export function useAttachAiChatKnows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachAiChatKnows,
    onSuccess: (_result, { chatUuid }) => queryClient.invalidateQueries({ queryKey: aiKeys.chat(chatUuid) }),
  });
}
