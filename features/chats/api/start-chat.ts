// POST /chats: starts (or finds) the chat with a user. A module of its own, free of React Query: the knower profile's
// "Message" button needs only this (issue 29).
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

export const startChat = (chatPartnerUuid: string) => callApi<{ chatUuid: string }>(endpoints.createChat, { body: { chatPartnerUuid } });
