// Deletes one of your library folders (DELETE library/folders/{id}); its knows stay saved without a folder.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import { libraryKeys } from './query-keys';

async function deleteLibraryFolder(folderUuid: string): Promise<void> {
  await mainApi.delete(`/library/folders/${encodeURIComponent(folderUuid)}`);
}

export function useDeleteLibraryFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
