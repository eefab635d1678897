// Changes a know's details (PATCH knows/{id}); the answer is the know as its owner sees it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowDraft, UpdateKnowBody } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

async function updateKnow(knowUuid: string, changes: UpdateKnowBody): Promise<KnowDraft> {
  const data = await callApi<KnowDraft>(endpoints.updateKnow, { params: { id: knowUuid }, body: changes });
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
