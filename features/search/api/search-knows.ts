// GET /knows/search: a page of search results. The server renders the first page with the same key, so the hook
// starts from it; later pages and queries keep the previous results on screen while they load.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { apiParamsOfSearch, type SearchParams } from '../../../lib/knows/search-params';

const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, 'results', apiParamsOfSearch(params)] as const,
};

async function searchKnows(params: SearchParams, searchSessionUuid?: string): Promise<SearchKnowsResponse> {
  const data = await callApi<SearchKnowsResponse>(endpoints.searchKnows, { query: { ...apiParamsOfSearch(params), ...(searchSessionUuid ? { searchSessionUuid } : {}) } });
  return data;
}

const searchResultsQueryOptions = (params: SearchParams, searchSessionUuid?: string) =>
  queryOptions({ queryKey: searchKeys.results(params), queryFn: () => searchKnows(params, searchSessionUuid) });

export function useSearchResults(params: SearchParams, { initial, searchSessionUuid }: { initial?: { params: SearchParams; results: SearchKnowsResponse }; searchSessionUuid?: string }) {
  const isInitial = initial !== undefined && apiParamsKey(initial.params) === apiParamsKey(params);
  return useQuery({
    ...searchResultsQueryOptions(params, searchSessionUuid),
    initialData: isInitial ? initial.results : undefined,
    placeholderData: keepPreviousData,
  });
}

const apiParamsKey = (params: SearchParams) => JSON.stringify(apiParamsOfSearch(params));
