// Removes a know from your library (DELETE library/items/{knowUuid}), reported as `know_unsaved` (spec §7, issue 33).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { track } from '../../../lib/analytics/track';
import { libraryEventKnow, type LibraryEventOptions } from './library-events';
import { libraryKeys } from './query-keys';

async function removeKnowFromLibrary(knowUuid: string): Promise<void> {
  await callApi(endpoints.removeLibraryItem, { params: { knowUuid } });
}

export function useRemoveKnowFromLibrary({ know }: LibraryEventOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeKnowFromLibrary,
    meta: { handlesErrors: true },
    onSuccess: (_result, knowUuid) => {
      track('know_unsaved', { know: libraryEventKnow(knowUuid, know) });
      queryClient.setQueryData(libraryKeys.entry(knowUuid), null);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.all, predicate: (query) => query.queryKey[1] !== 'entry' });
    },
  });
}
