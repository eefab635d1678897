// The owner's view of one of their knows (GET knows/{id}/draft), asked again every 1.5 s while its document is
// being processed, so that the page thumbnails appear as soon as they exist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { KNOW_DRAFT_POLL_MS } from '../../../config/know-uploads';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowDraft } from '../../../lib/contracts/know-creation';
import { knowCreationKeys } from './query-keys';

async function getKnowDraft(knowUuid: string): Promise<KnowDraft> {
  const data = await callApi<KnowDraft>(endpoints.knowDraft, { params: { id: knowUuid } });
  return data;
}

const knowDraftQueryOptions = (knowUuid: string) =>
  queryOptions({
    queryKey: knowCreationKeys.draft(knowUuid),
    queryFn: () => getKnowDraft(knowUuid),
    refetchInterval: (query) => (query.state.data?.documentState === 'PENDING' || query.state.data?.status === 'IN_REVIEW' ? KNOW_DRAFT_POLL_MS : false),
    retry: false,
    meta: { handlesErrors: true },
  });

export const useKnowDraft = (knowUuid: string | undefined) => useQuery({ ...knowDraftQueryOptions(knowUuid ?? ''), enabled: Boolean(knowUuid) });
