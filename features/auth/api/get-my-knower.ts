// The signed-in user's knower profile (GET knowers/me), for users who are knowers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { Knower } from '../../../lib/contracts/users';
import { sessionKeys } from './query-keys';
import { useUser } from './get-me';

export async function getMyKnower(): Promise<Knower> {
  const { data } = await mainApi.get<Knower>('/knowers/me');
  return data;
}

export const myKnowerQueryOptions = () => queryOptions({ queryKey: sessionKeys.myKnower, queryFn: getMyKnower });

export function useKnower() {
  const { data: user } = useUser();
  return useQuery({ ...myKnowerQueryOptions(), enabled: Boolean(user?.knowerUuid) });
}
