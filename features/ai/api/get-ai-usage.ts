// Today's use of the AI against the daily limits, and when the counts reset (GET ai/usage).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AiUsage } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

const getAiUsage = () => callApi<AiUsage>(endpoints.aiUsage);

const aiUsageQueryOptions = () => queryOptions({ queryKey: aiKeys.usage(), queryFn: getAiUsage });

export const useAiUsage = () => useQuery({ ...aiUsageQueryOptions(), meta: { handlesErrors: true } });
