// The signed-in user's AI chats, newest first (GET ai/chats).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { z } from 'zod';
import type { aiChatsSchema } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

type AiChats = z.infer<typeof aiChatsSchema>;

const getAiChats = () => callApi<AiChats>(endpoints.aiChats);

const aiChatsQueryOptions = () => queryOptions({ queryKey: aiKeys.chats(), queryFn: getAiChats });

export const useAiChats = () => useQuery(aiChatsQueryOptions());
