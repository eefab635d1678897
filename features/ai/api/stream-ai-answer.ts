// Asks in a chat, or has its last answer written again, with the answer streamed as it is written (POST
// ai/chats/{id}/messages or …/regenerations, Accept: text/event-stream): the stored question, text deltas, then the
// stored answer with its checked citations. The server records `ai_chat_message_sent`.
import * as endpoints from '../../../lib/api/endpoints';
import { streamApi } from '../../../lib/api/stream-api';
import type { AiChatStreamEvent } from '../../../lib/contracts/ai';

export type AnswerRequest = { chatUuid: string; kind: 'ask'; text: string } | { chatUuid: string; kind: 'regenerate' };

export function streamAiAnswer(request: AnswerRequest, { signal, onEvent }: { signal: AbortSignal; onEvent: (event: AiChatStreamEvent) => void }): Promise<void> {
  const endpoint = request.kind === 'ask' ? endpoints.postAiMessage : endpoints.regenerateAiMessage;
  return streamApi(endpoint, {
    params: { id: request.chatUuid },
    body: request.kind === 'ask' ? { text: request.text } : {},
    signal,
    onEvent: (data) => onEvent(data as AiChatStreamEvent),
  });
}
