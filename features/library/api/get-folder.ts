// One of your library folders (GET library/folders/{id}).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function getLibraryFolder(folderUuid: string): Promise<LibraryFolder> {
  const data = await callApi<LibraryFolder>(endpoints.getLibraryFolder, { params: { id: folderUuid } });
  return data;
}

const libraryFolderQueryOptions = (folderUuid: string) =>
  queryOptions({ queryKey: libraryKeys.folder(folderUuid), queryFn: () => getLibraryFolder(folderUuid), meta: { handlesErrors: true } });

export function useLibraryFolder(folderUuid: string) {
  return useQuery(libraryFolderQueryOptions(folderUuid));
}
