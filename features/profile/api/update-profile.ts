// Changes your own profile fields (PATCH users/{uuid}); the answer is the updated user.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { updateUserBodySchema, User } from '../../../lib/contracts/users';
import type { z } from 'zod';
import { useSetUser } from '../../auth';

/** The fields of PATCH users/{uuid}, as the contract declares them. */
export type ProfileChanges = z.input<typeof updateUserBodySchema>;

export async function updateProfile(userUuid: string, changes: ProfileChanges): Promise<User> {
  const data = await callApi<User>(endpoints.updateUser, { params: { id: userUuid }, body: changes });
  return data;
}

export function useUpdateProfile(userUuid: string) {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userUuid, changes),
    meta: { handlesErrors: true },
    onSuccess: (user) => setUser(user),
  });
}
