// Your library folders (GET library/folders).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { LibraryFolder, LibraryFolderList } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function getLibraryFolders(): Promise<LibraryFolder[]> {
  const { data } = await mainApi.get<LibraryFolderList>('/library/folders');
  return data.folders;
}

const libraryFoldersQueryOptions = () => queryOptions({ queryKey: libraryKeys.folders(), queryFn: getLibraryFolders });

export function useLibraryFolders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...libraryFoldersQueryOptions(), enabled });
}
