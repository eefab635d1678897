// Makes a mock exam from knows and the student's instructions (POST ai/mock-exams); the day's usage changes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AiMockExam, CreateAiMockExam } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

const createAiMockExam = (body: CreateAiMockExam) => callApi<AiMockExam>(endpoints.createAiMockExam, { body });

export function useCreateAiMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiMockExam,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.usage() }),
  });
}
