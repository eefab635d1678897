// How many of the knower's knows are drafts, in review, published and rejected (GET knowers/{id}/knows/status-stats);
// asked again every few seconds while some are in review, so that they move on by themselves.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowStatusStats } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

const IN_REVIEW_POLL_MS = 2000;

async function getStatusStats(knowerUuid: string): Promise<KnowStatusStats> {
  const data = await callApi<KnowStatusStats>(endpoints.knowStatusStats, { params: { id: knowerUuid } });
  return data;
}

const statusStatsQueryOptions = (knowerUuid: string) =>
  queryOptions({
    queryKey: knowCreationKeys.statusStats(knowerUuid),
    queryFn: () => getStatusStats(knowerUuid),
    refetchInterval: (query) => ((query.state.data?.inReview ?? 0) > 0 ? IN_REVIEW_POLL_MS : false),
  });

export const useStatusStats = (knowerUuid: string | null | undefined) => useQuery({ ...statusStatsQueryOptions(knowerUuid ?? ''), enabled: Boolean(knowerUuid) });
