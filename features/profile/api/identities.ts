// The Google and Apple identities of one's account (GET /accounts/{id}/identities) and unlinking one (DELETE).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { SocialProvider } from '../../../lib/contracts/social-providers';
import type { Identities } from '../../../lib/contracts/social-sign-in';

const identitiesKey = (accountUuid: string) => ['account', accountUuid, 'identities'] as const;

export const useIdentities = (accountUuid: string) =>
  useQuery({
    queryKey: identitiesKey(accountUuid),
    queryFn: () => callApi<Identities>(endpoints.listIdentities, { params: { id: accountUuid } }),
    meta: { handlesErrors: true },
  });

export function useUnlinkIdentity(accountUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      await callApi(endpoints.unlinkIdentity, { params: { id: accountUuid, provider } });
    },
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesKey(accountUuid) }),
  });
}
