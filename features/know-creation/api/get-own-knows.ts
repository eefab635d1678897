// The signed-in knower's own knows of one status (GET knowers/me/knows?status=).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowStatus, OwnKnowList } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

async function getOwnKnows(status: KnowStatus): Promise<OwnKnowList> {
  const data = await callApi<OwnKnowList>(endpoints.ownKnows, { query: { status } });
  return data;
}

const ownKnowsQueryOptions = (status: KnowStatus) => queryOptions({ queryKey: knowCreationKeys.ownKnows(status), queryFn: () => getOwnKnows(status) });

export const useOwnKnows = (status: KnowStatus, enabled = true) => useQuery({ ...ownKnowsQueryOptions(status), enabled });
