// Renames one of your library folders (PATCH library/folders/{id}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function renameLibraryFolder(folderUuid: string, name: string): Promise<LibraryFolder> {
  const data = await callApi<LibraryFolder>(endpoints.renameLibraryFolder, { params: { id: folderUuid }, body: { name } });
  return data;
}

export function useRenameLibraryFolder(folderUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameLibraryFolder(folderUuid, name),
    meta: { handlesErrors: true },
    onSuccess: (folder) => {
      queryClient.setQueryData(libraryKeys.folder(folderUuid), folder);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.folders() });
    },
  });
}
