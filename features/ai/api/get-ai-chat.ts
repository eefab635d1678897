// One AI chat with its attached knows and its messages (GET ai/chats/{id}).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AiChatDetail } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

const getAiChat = (chatUuid: string) => callApi<AiChatDetail>(endpoints.aiChat, { params: { id: chatUuid } });

const aiChatQueryOptions = (chatUuid: string) => queryOptions({ queryKey: aiKeys.chat(chatUuid), queryFn: () => getAiChat(chatUuid) });

export const useAiChat = (chatUuid: string | undefined) => useQuery({ ...aiChatQueryOptions(chatUuid ?? ''), enabled: Boolean(chatUuid), meta: { handlesErrors: true } });
