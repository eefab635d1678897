// Whether a username is free (GET users/usernames/{name}), for the live check while typing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

async function checkUsername(name: string): Promise<{ username: string; available: boolean }> {
  const data = await callApi<{ username: string; available: boolean }>(endpoints.usernameAvailability, { params: { name } });
  return data;
}

const usernameQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['users', 'usernames', name], queryFn: () => checkUsername(name), staleTime: 10_000, meta: { handlesErrors: true } });

export function useUsernameAvailability(name: string, enabled: boolean) {
  return useQuery({ ...usernameQueryOptions(name), enabled });
}
