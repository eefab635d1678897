// A know as the signed-in viewer may see it (GET knows/{id}): the page asks for it when the server rendered it for a
// visitor who was not signed in (an expired access token) and the browser then turned out to be signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { knowKeys } from './query-keys';

async function getKnow(uuid: string): Promise<KnowDetail> {
  const data = await callApi<KnowDetail>(endpoints.getKnow, { params: { id: uuid } });
  return data;
}

const knowQueryOptions = (uuid: string) => queryOptions({ queryKey: knowKeys.detail(uuid), queryFn: () => getKnow(uuid) });

export function useKnow(uuid: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...knowQueryOptions(uuid), enabled });
}
