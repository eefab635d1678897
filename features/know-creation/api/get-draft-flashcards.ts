// The cards of the flashcard know being described on the details page (GET knows/{id}/flashcards; its knower sees
// a draft's cards whole).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';

const getDraftFlashcards = (knowUuid: string) => callApi<KnowFlashcards>(endpoints.knowFlashcards, { params: { id: knowUuid } });

const draftFlashcardsQueryOptions = (knowUuid: string) =>
  queryOptions({ queryKey: ['know-creation', 'flashcards', knowUuid] as const, queryFn: () => getDraftFlashcards(knowUuid), retry: false, meta: { handlesErrors: true } });

export const useDraftFlashcards = (knowUuid: string | undefined) => useQuery({ ...draftFlashcardsQueryOptions(knowUuid ?? ''), enabled: Boolean(knowUuid) });
