// Whether a know is in your library and in which folder (GET library/items/{knowUuid}); null when it is not saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession, mainApi } from '../../../lib/api/clients';
import type { LibraryEntry } from '../../../lib/contracts/library';
import { ApiError } from '../../../lib/errors/api-error';
import { libraryKeys } from './query-keys';

async function getLibraryEntry(knowUuid: string): Promise<LibraryEntry | null> {
  if (!hasSession()) return null;
  try {
    const { data } = await mainApi.get<LibraryEntry>(`/library/items/${encodeURIComponent(knowUuid)}`);
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
