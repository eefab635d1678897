// Changes your own profile fields (PATCH users/{uuid}); the answer is the updated user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { updateUserBodySchema, User } from '../../../lib/contracts/users';
import type { z } from 'zod';
import { sessionKeys } from '../../auth';

/** The fields of PATCH users/{uuid}, as the contract declares them. */
export type ProfileChanges = z.input<typeof updateUserBodySchema>;

async function updateProfile(userUuid: string, changes: ProfileChanges): Promise<User> {
  const { data } = await mainApi.patch<User>(`/users/${encodeURIComponent(userUuid)}`, changes);
  return data;
}

export function useUpdateProfile(userUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userUuid, changes),
    meta: { handlesErrors: true },
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.me, user),
  });
}
