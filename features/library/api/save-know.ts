// Saves a know to your library, into a folder or none (POST library/items); a saved know is moved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LibraryEntry, SaveKnowBody } from '../../../lib/contracts/library';
import { libraryKeys } from './query-keys';

async function saveKnowToLibrary(body: SaveKnowBody): Promise<LibraryEntry> {
  const data = await callApi<LibraryEntry>(endpoints.saveLibraryItem, { body });
  return data;
}

export function useSaveKnowToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKnowToLibrary,
    meta: { handlesErrors: true },
    onSuccess: (entry) => {
      queryClient.setQueryData(libraryKeys.entry(entry.knowUuid), entry);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.all, predicate: (query) => query.queryKey[1] !== 'entry' });
    },
  });
}
