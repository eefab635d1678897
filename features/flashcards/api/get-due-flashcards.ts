// Today's cards to review (GET flashcards/due): across the user's sets, or in one set (knowUuid), each with when it
// would come back after again, hard, good and easy.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { DueFlashcards } from '../../../lib/contracts/flashcards';
import { flashcardKeys } from './query-keys';

function getDueFlashcards(knowUuid: string | undefined): Promise<DueFlashcards> {
  return callApi<DueFlashcards>(endpoints.dueFlashcards, { query: { knowUuid } });
}

const dueFlashcardsQueryOptions = (knowUuid: string | undefined) =>
  queryOptions({ queryKey: flashcardKeys.due(knowUuid), queryFn: () => getDueFlashcards(knowUuid), staleTime: 0 });

export function useDueFlashcards(knowUuid: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dueFlashcardsQueryOptions(knowUuid), enabled });
}
