// Saves a know to your library, into a folder or none (POST library/items); a saved know is moved. A know that was
// not saved before is reported as `know_saved` (spec §7, issue 33); moving a saved know to another folder is no new save.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { track } from '../../../lib/analytics/track';
import type { LibraryEntry, SaveKnowBody } from '../../../lib/contracts/library';
import { libraryEventKnow, type LibraryEventOptions } from './library-events';
import { libraryKeys } from './query-keys';

async function saveKnowToLibrary(body: SaveKnowBody): Promise<LibraryEntry> {
  const data = await callApi<LibraryEntry>(endpoints.saveLibraryItem, { body });
  return data;
}

export function useSaveKnowToLibrary({ know, wasSaved = false }: LibraryEventOptions & { wasSaved?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKnowToLibrary,
    meta: { handlesErrors: true },
    onSuccess: (entry) => {
      if (!wasSaved) track('know_saved', { know: libraryEventKnow(entry.knowUuid, know) });
      queryClient.setQueryData(libraryKeys.entry(entry.knowUuid), entry);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.all, predicate: (query) => query.queryKey[1] !== 'entry' });
    },
  });
}
