// Uploads a document as a new draft know (POST knows/uploads, multipart: one PDF or several images in the field
// "file"), reporting the real upload progress (share of bytes sent, 0–1) while the request body is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowUploadResponse } from '../../../lib/contracts/know-creation';
import { useRefreshUser } from '../../auth';
import { knowCreationKeys } from './query-keys';

async function uploadKnow(files: File[], onProgress: (share: number) => void): Promise<KnowUploadResponse> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return callApi<KnowUploadResponse>(endpoints.uploadKnow, {
    body: form,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
}

export function useUploadKnow(onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (files: File[]) => uploadKnow(files, onProgress),
    meta: { handlesErrors: true },
    onSuccess: async (result) => {
      queryClient.setQueryData(knowCreationKeys.draft(result.knowUuid), result.know);
      // The first upload makes the user a knower: their user record changes.
      await refreshUser();
    },
  });
}
