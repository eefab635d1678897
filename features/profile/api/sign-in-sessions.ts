// The account's sign-ins (GET /accounts/{id}/sessions) and "sign out everywhere else" (DELETE, the current one stays).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';
import type { EndedSessions, SignInSessions } from '../../../lib/contracts/sign-in-sessions';

const sessionsKey = (accountUuid: string) => ['account', accountUuid, 'sessions'] as const;

export const useSignInSessions = (accountUuid: string) =>
  useQuery({
    queryKey: sessionsKey(accountUuid),
    queryFn: async () => (await authApi.get<SignInSessions>(`/accounts/${encodeURIComponent(accountUuid)}/sessions`)).data,
    meta: { handlesErrors: true },
  });

export function useEndOtherSessions(accountUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await authApi.delete<EndedSessions>(`/accounts/${encodeURIComponent(accountUuid)}/sessions`)).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(accountUuid) }),
  });
}
