// Your library folders (GET library/folders).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryFolder, LibraryFolderList } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function getLibraryFolders(): Promise<LibraryFolder[]> {
  const data = await callApi<LibraryFolderList>(endpoints.listLibraryFolders);
  return data.folders;
}

const libraryFoldersQueryOptions = () => queryOptions({ queryKey: libraryKeys.folders(), queryFn: getLibraryFolders });

export function useLibraryFolders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...libraryFoldersQueryOptions(), enabled });
}
