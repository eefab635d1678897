// The signed-in user's feed (GET feeds): sections of knows for their grades, subjects and country.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { Feed } from '../../../lib/contracts/know-catalogue';

const feedKeys = { feed: ['feeds'] as const };

async function getFeed(): Promise<Feed> {
  const data = await callApi<Feed>(endpoints.feed);
  return data;
}

const feedQueryOptions = () => queryOptions({ queryKey: feedKeys.feed, queryFn: getFeed });

export function useFeed() {
  return useQuery(feedQueryOptions());
}
