// The learning bots of the site's content language (GET learning-bots): tutors of one subject, each with its public page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { LearningBot } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

const getLearningBots = async () => (await callApi<{ bots: LearningBot[] }>(endpoints.learningBots)).bots;

export const useLearningBots = () => useQuery(queryOptions({ queryKey: aiKeys.learningBots(), queryFn: getLearningBots, staleTime: Infinity }));
