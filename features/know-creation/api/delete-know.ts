// Deletes one of the user's knows (DELETE knows/{id}); refused with KnowIsUndeletableError when others rely on it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { knowCreationKeys } from './query-keys';

async function deleteKnow(knowUuid: string): Promise<void> {
  await callApi(endpoints.deleteKnow, { params: { id: knowUuid } });
}

export function useDeleteKnow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnow,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowCreationKeys.all }),
  });
}
