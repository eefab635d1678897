// Renames one of your library folders (PATCH library/folders/{id}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function renameLibraryFolder(folderUuid: string, name: string): Promise<LibraryFolder> {
  const { data } = await mainApi.patch<LibraryFolder>(`/library/folders/${encodeURIComponent(folderUuid)}`, { name });
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
