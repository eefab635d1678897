// Asks for a know to be published (POST knows/{id}/publish): it is in review until the automatic checks have run.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { KnowDraft } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

async function publishKnow(knowUuid: string): Promise<KnowDraft> {
  const { data } = await mainApi.post<KnowDraft>(`/knows/${encodeURIComponent(knowUuid)}/publish`);
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
