// Creates a library folder (POST library/folders); a DuplicateError comes back for a name already taken.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function createLibraryFolder(name: string): Promise<LibraryFolder> {
  const data = await callApi<LibraryFolder>(endpoints.createLibraryFolder, { body: { name } });
  return data;
}

export function useCreateLibraryFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLibraryFolder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.folders() }),
  });
}
