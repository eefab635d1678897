// Changes a know's details (PATCH knows/{id}); the answer is the know as its owner sees it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { KnowDraft, UpdateKnowBody } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

async function updateKnow(knowUuid: string, changes: UpdateKnowBody): Promise<KnowDraft> {
  const { data } = await mainApi.patch<KnowDraft>(`/knows/${encodeURIComponent(knowUuid)}`, changes);
  return data;
}

export function useUpdateKnow(knowUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateKnowBody) => updateKnow(knowUuid, changes),
    meta: { handlesErrors: true },
    onSuccess: (know) => queryClient.setQueryData(knowCreationKeys.draft(knowUuid), know),
  });
}
