// Whether a username is free (GET users/usernames/{name}), for the live check while typing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';

async function checkUsername(name: string): Promise<{ username: string; available: boolean }> {
  const { data } = await mainApi.get<{ username: string; available: boolean }>(`/users/usernames/${encodeURIComponent(name)}`);
  return data;
}

const usernameQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['users', 'usernames', name], queryFn: () => checkUsername(name), staleTime: 10_000, meta: { handlesErrors: true } });

export function useUsernameAvailability(name: string, enabled: boolean) {
  return useQuery({ ...usernameQueryOptions(name), enabled });
}
