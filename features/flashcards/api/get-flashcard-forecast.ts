// The user's reviews due per day over the next 30 days (GET flashcards/forecast), at the desired retention being
// considered (before it is saved) or the saved one; the previous chart stays while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { flashcardKeys } from './query-keys';

type FlashcardForecast = { days: number[] };

const getFlashcardForecast = (desiredRetention: number | undefined) => callApi<FlashcardForecast>(endpoints.flashcardForecast, { query: { desiredRetention } });

const flashcardForecastQueryOptions = (desiredRetention: number | undefined) =>
  queryOptions({ queryKey: flashcardKeys.forecast(desiredRetention), queryFn: () => getFlashcardForecast(desiredRetention), placeholderData: keepPreviousData });

export function useFlashcardForecast(desiredRetention: number | undefined) {
  return useQuery(flashcardForecastQueryOptions(desiredRetention));
}
