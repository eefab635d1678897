// Signing out: the refresh token is revoked on the server and the cached user and knower are dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../../lib/api/clients';
import { sessionKeys } from './query-keys';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.setQueryData(sessionKeys.me, null);
      queryClient.removeQueries({ queryKey: sessionKeys.myKnower });
    },
  });
}
