// The Google and Apple identities of one's account (GET /accounts/{id}/identities) and unlinking one (DELETE).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';
import type { SocialProvider } from '../../../lib/contracts/social-providers';
import type { Identities } from '../../../lib/contracts/social-sign-in';

const identitiesKey = (accountUuid: string) => ['account', accountUuid, 'identities'] as const;
const base = (accountUuid: string) => `/accounts/${encodeURIComponent(accountUuid)}/identities`;

export const useIdentities = (accountUuid: string) =>
  useQuery({
    queryKey: identitiesKey(accountUuid),
    queryFn: async () => (await authApi.get<Identities>(base(accountUuid))).data,
    meta: { handlesErrors: true },
  });

export function useUnlinkIdentity(accountUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      await authApi.delete(`${base(accountUuid)}/${provider}`);
    },
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesKey(accountUuid) }),
  });
}
