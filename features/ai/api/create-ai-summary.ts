// Summarises knows at a length (POST ai/summaries); the day's usage changes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AiSummaryOut, CreateAiSummary } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

const createAiSummary = (body: CreateAiSummary) => callApi<AiSummaryOut>(endpoints.createAiSummary, { body });

export function useCreateAiSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiSummary,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.usage() }),
  });
}
