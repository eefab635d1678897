// The names of the user's flashcard sets (GET flashcards/sets: their own, saved and studied sets), and — for a set
// opened by its link that is in none of them — the know itself (GET knows/{id}). The counts of cards due come from
// today's cards (get-due-flashcards.ts).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardSet } from '../../../lib/contracts/flashcards';
import type { KnowSummary } from '../../../lib/contracts/knows';
import type { KnownSet } from '../lib/flashcard-sets';
import { flashcardKeys } from './query-keys';

async function getFlashcardSets(): Promise<KnownSet[]> {
  const { sets } = await callApi<{ sets: FlashcardSet[] }>(endpoints.flashcardSets);
  return sets.map(({ knowUuid, title, path, source, cardCount }) => ({ knowUuid, title, path, source, cardCount }));
}

const flashcardSetsQueryOptions = () => queryOptions({ queryKey: flashcardKeys.sets(), queryFn: getFlashcardSets });

export function useFlashcardSets() {
  return useQuery(flashcardSetsQueryOptions());
}

async function getStudiedSet(knowUuid: string): Promise<KnownSet> {
  const know = await callApi<KnowSummary>(endpoints.getKnow, { params: { id: knowUuid } });
  return { knowUuid, title: know.title, path: know.path, source: 'studied' };
}

/** The sets with cards due that neither list named. */
export function useStudiedSets(knowUuids: readonly string[]) {
  return useQueries({
    queries: knowUuids.map((knowUuid) => ({ queryKey: flashcardKeys.setTitle(knowUuid), queryFn: () => getStudiedSet(knowUuid), staleTime: Infinity, meta: { handlesErrors: true } })),
  });
}
