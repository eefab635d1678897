// Your saved knows, newest saved first (GET library/items): all, one folder's, or 'none' for those without a folder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryItemList } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function getLibraryItems(folderUuid: string | undefined, page = 1): Promise<LibraryItemList> {
  const params: Record<string, string> = { page: String(page) };
  if (folderUuid) params.folderUuid = folderUuid;
  const data = await callApi<LibraryItemList>(endpoints.listLibraryItems, { query: params });
  return data;
}

const libraryItemsQueryOptions = (folderUuid: string | undefined, page = 1) =>
  queryOptions({ queryKey: libraryKeys.items(folderUuid, page), queryFn: () => getLibraryItems(folderUuid, page) });

export function useLibraryItems(folderUuid: string | undefined, page = 1) {
  return useQuery(libraryItemsQueryOptions(folderUuid, page));
}
