// The signed-in user (GET users/me): null without tokens; the server render seeds it on signed-in pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession, mainApi } from '../../../lib/api/clients';
import { ApiError } from '../../../lib/errors/api-error';
import type { User } from '../../../lib/contracts/users';
import { sessionKeys } from './query-keys';

/** Null at once without tokens: then no API client is loaded at all. */
async function getMe(): Promise<User | null> {
  if (!hasSession()) return null;
  try {
    const { data } = await mainApi.get<User>('/users/me');
    return data;
  } catch (error) {
    // The refresh queue already logged out when the session could not be renewed.
    if (error instanceof ApiError && error.type === 'AuthorizationError') return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: sessionKeys.me, queryFn: getMe });

/** The signed-in user: undefined while loading, null when signed out. */
export function useUser() {
  return useQuery(meQueryOptions());
}
