// A set's cards (GET knows/{id}/flashcards), for the study modes that run on the browser: Learn, Test and Match.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';
import { flashcardKeys } from './query-keys';

const getKnowFlashcards = (knowUuid: string) => callApi<KnowFlashcards>(endpoints.knowFlashcards, { params: { id: knowUuid } });

const knowFlashcardsQueryOptions = (knowUuid: string) => queryOptions({ queryKey: flashcardKeys.cards(knowUuid), queryFn: () => getKnowFlashcards(knowUuid), staleTime: 5 * 60_000 });

export function useKnowFlashcards(knowUuid: string) {
  return useQuery(knowFlashcardsQueryOptions(knowUuid));
}
