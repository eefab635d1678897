// Uploads a profile picture (POST users/{id}/profilepicture, multipart); the server checks the type by content
// and answers with the user and their new picture address.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { User } from '../../../lib/contracts/users';
import { useSetUser } from '../../auth';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

async function uploadProfilePicture(userUuid: string, file: File): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  const data = await callApi<User>(endpoints.uploadProfilePicture, { params: { id: userUuid }, body: form });
  return data;
}

export function useUploadProfilePicture(userUuid: string) {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(userUuid, file),
    meta: { handlesErrors: true },
    onSuccess: (user) => setUser(user),
  });
}
