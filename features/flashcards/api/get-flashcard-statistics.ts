// The user's study statistics (GET flashcards/statistics): answers per day over the last 30 days, retention achieved
// against desired, cards per state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardStatistics } from '../../../lib/contracts/flashcards';
import { flashcardKeys } from './query-keys';

const getFlashcardStatistics = () => callApi<FlashcardStatistics>(endpoints.flashcardStatistics);

const flashcardStatisticsQueryOptions = () => queryOptions({ queryKey: flashcardKeys.statistics(), queryFn: getFlashcardStatistics, staleTime: 0 });

export function useFlashcardStatistics() {
  return useQuery(flashcardStatisticsQueryOptions());
}
