// Whether a know is in your library and in which folder (GET library/items/{knowUuid}); null when it is not saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, hasSession } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryEntry } from '../../../lib/contracts/library';
import { ApiError } from '../../../lib/errors/api-error';
import { libraryKeys } from './query-keys';

async function getLibraryEntry(knowUuid: string): Promise<LibraryEntry | null> {
  if (!hasSession()) return null;
  try {
    const data = await callApi<LibraryEntry>(endpoints.getLibraryItem, { params: { knowUuid } });
    return data;
  } catch (error) {
    if (error instanceof ApiError && (error.type === 'NotFoundError' || error.type === 'AuthorizationError')) return null;
    throw error;
  }
}

const libraryEntryQueryOptions = (knowUuid: string) =>
  queryOptions({ queryKey: libraryKeys.entry(knowUuid), queryFn: () => getLibraryEntry(knowUuid), meta: { handlesErrors: true } });

export function useLibraryEntry(knowUuid: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...libraryEntryQueryOptions(knowUuid), enabled });
}
