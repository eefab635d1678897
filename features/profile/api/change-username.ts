// Claims a username (PATCH /users/{id}/username?username=…).
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { useRefreshUser } from '../../auth';

async function changeUsername(userUuid: string, username: string): Promise<{ username: string }> {
  const data = await callApi<{ username: string }>(endpoints.changeUsername, { params: { id: userUuid }, query: { username } });
  return data;
}

export function useChangeUsername(userUuid: string) {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (username: string) => changeUsername(userUuid, username),
    meta: { handlesErrors: true },
    onSuccess: () => refreshUser(),
  });
}
