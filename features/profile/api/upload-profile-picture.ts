// Uploads a profile picture (POST users/{id}/profilepicture, multipart); the server checks the type by content
// and answers with the user and their new picture address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { User } from '../../../lib/contracts/users';
import { sessionKeys } from '../../auth';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

async function uploadProfilePicture(userUuid: string, file: File): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await mainApi.post<User>(`/users/${encodeURIComponent(userUuid)}/profilepicture`, form);
  return data;
}

export function useUploadProfilePicture(userUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(userUuid, file),
    meta: { handlesErrors: true },
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.me, user),
  });
}
