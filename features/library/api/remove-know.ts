// Removes a know from your library (DELETE library/items/{knowUuid}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { libraryKeys } from './query-keys';

async function removeKnowFromLibrary(knowUuid: string): Promise<void> {
  await callApi(endpoints.removeLibraryItem, { params: { knowUuid } });
}

export function useRemoveKnowFromLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeKnowFromLibrary,
    meta: { handlesErrors: true },
    onSuccess: (_result, knowUuid) => {
      queryClient.setQueryData(libraryKeys.entry(knowUuid), null);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.all, predicate: (query) => query.queryKey[1] !== 'entry' });
    },
  });
}
