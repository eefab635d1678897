// Deletes one of your library folders (DELETE library/folders/{id}); its knows stay saved without a folder.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { libraryKeys } from './query-keys';

async function deleteLibraryFolder(folderUuid: string): Promise<void> {
  await callApi(endpoints.deleteLibraryFolder, { params: { id: folderUuid } });
}

export function useDeleteLibraryFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
