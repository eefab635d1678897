// Changes your own profile fields (PATCH users/{uuid}); the answer is the updated user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { User } from '../../../lib/contracts/users';
import { sessionKeys } from '../../auth';

export type ProfileChanges = Partial<{
  name: string;
  region: string | null;
  interfaceLanguage: string;
  schoolTypeId: string | null;
  gradeIds: string[];
  subjectIds: string[];
  newsletter: boolean;
  onboarded: true;
}>;

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
