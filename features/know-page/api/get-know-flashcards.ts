// A flashcard know's cards as the signed-in viewer may see them (GET knows/{id}/flashcards): asked for when the
// server rendered the first 5 for a visitor who was not signed in and the browser then turned out to be signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';
import { knowKeys } from './query-keys';

const getKnowFlashcards = (uuid: string) => callApi<KnowFlashcards>(endpoints.knowFlashcards, { params: { id: uuid } });

const knowFlashcardsQueryOptions = (uuid: string) => queryOptions({ queryKey: knowKeys.flashcards(uuid), queryFn: () => getKnowFlashcards(uuid) });

export function useKnowFlashcards(uuid: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...knowFlashcardsQueryOptions(uuid), enabled });
}
