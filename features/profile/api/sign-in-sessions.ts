// The account's sign-ins (GET /accounts/{id}/sessions) and "sign out everywhere else" (DELETE, the current one stays).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { EndedSessions, SignInSessions } from '../../../lib/contracts/sign-in-sessions';

const sessionsKey = (accountUuid: string) => ['account', accountUuid, 'sessions'] as const;

export const useSignInSessions = (accountUuid: string) =>
  useQuery({
    queryKey: sessionsKey(accountUuid),
    queryFn: () => callApi<SignInSessions>(endpoints.listSessions, { params: { id: accountUuid } }),
    meta: { handlesErrors: true },
  });

export function useEndOtherSessions(accountUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi<EndedSessions>(endpoints.endOtherSessions, { params: { id: accountUuid } }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(accountUuid) }),
  });
}
