// Claims a username (PATCH /users/{id}/username?username=…).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import { sessionKeys } from '../../auth';

async function changeUsername(userUuid: string, username: string): Promise<{ username: string }> {
  const { data } = await mainApi.patch<{ username: string }>(`/users/${encodeURIComponent(userUuid)}/username`, undefined, { params: { username } });
  return data;
}

export function useChangeUsername(userUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => changeUsername(userUuid, username),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
