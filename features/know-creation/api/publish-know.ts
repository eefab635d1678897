// Asks for a know to be published (POST knows/{id}/publish): it is in review until the automatic checks have run.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowDraft } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

async function publishKnow(knowUuid: string): Promise<KnowDraft> {
  const data = await callApi<KnowDraft>(endpoints.publishKnow, { params: { id: knowUuid } });
  return data;
}

export function usePublishKnow(knowUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishKnow(knowUuid),
    meta: { handlesErrors: true },
    onSuccess: async (know) => {
      queryClient.setQueryData(knowCreationKeys.draft(knowUuid), know);
      await queryClient.invalidateQueries({ queryKey: knowCreationKeys.all });
    },
  });
}
