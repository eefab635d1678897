// The links that let a parent read the student's AI chats: the list (GET ai/parent-accesses), a new link (POST) and
// revoking one (DELETE ai/parent-accesses/{id}).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { aiParentAccessSchema, aiParentAccessesSchema } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

export type AiParentAccess = z.infer<typeof aiParentAccessSchema>;

const getParentAccesses = () => callApi<z.infer<typeof aiParentAccessesSchema>>(endpoints.aiParentAccesses);
const createParentAccess = () => callApi<AiParentAccess>(endpoints.createAiParentAccess, { body: {} });
const revokeParentAccess = (accessUuid: string) => callApi(endpoints.revokeAiParentAccess, { params: { id: accessUuid } });

const parentAccessesQueryOptions = () => queryOptions({ queryKey: aiKeys.parentAccesses(), queryFn: getParentAccesses });

export const useParentAccesses = (enabled = true) => useQuery({ ...parentAccessesQueryOptions(), enabled });

export function useCreateParentAccess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createParentAccess, onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.parentAccesses() }) });
}

export function useRevokeParentAccess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeParentAccess, onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.parentAccesses() }) });
}
