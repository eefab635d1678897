// The chat view's running turn (features/ai/lib/chat-turn.ts) wired to the stream: ask, regenerate, retry and stop
// (the request's AbortController). The stored answer goes straight into the chat's cached messages; the day's usage
// and the chat list (title, order) are asked again after every turn. The streaming client loads with the first
// question (import()), not with the page (issue 29).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AiChatDetail } from '../../../lib/contracts/ai';
import { ApiError } from '../../../lib/errors/api-error';
import { aiKeys } from '../api/query-keys';
import type { AnswerRequest } from '../api/stream-ai-answer';
import { advanceTurn, retryRequest, settleTurn, startTurn, type ChatTurn } from './chat-turn';

export function useChatTurn(chatUuid: string | undefined) {
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<ChatTurn | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Another chat opened (a new chat's own uuid arrives after its first question is sent, so that one is no change):
  // the running turn belongs to the chat left.
  const leftChat = turn !== null && chatUuid !== undefined && chatUuid !== turn.request.chatUuid;
  useEffect(() => {
    if (leftChat) controller.current?.abort();
  }, [leftChat]);
  const current = leftChat ? null : turn;
  useEffect(() => () => controller.current?.abort(), []);

  async function run(request: AnswerRequest) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    if (current) await queryClient.invalidateQueries({ queryKey: aiKeys.chat(request.chatUuid) });
    let live: ChatTurn = startTurn(request);
    setTurn(live);
    try {
      const { streamAiAnswer } = await import('../api/stream-ai-answer');
      await streamAiAnswer(request, {
        signal: abort.signal,
        onEvent: (event) => {
          if (event.type === 'answer') {
            const settled = live;
            queryClient.setQueryData<AiChatDetail>(aiKeys.chat(request.chatUuid), (chat) => (chat ? settleTurn(chat, settled, event.message) : chat));
            // A chat created for this question may not be loaded yet: it is read whole.
            if (!queryClient.getQueryData(aiKeys.chat(request.chatUuid))) void queryClient.invalidateQueries({ queryKey: aiKeys.chat(request.chatUuid) });
            setTurn(null);
            return;
          }
          live = advanceTurn(live, event);
          setTurn(live);
        },
      });
    } catch (error) {
      // The server ended the answer with the sign-in (security issue 28): renewed through the refresh queue, so that a
      // retry carries a fresh token — or, when the sign-in cannot be renewed, the queue signs this tab out.
      if (error instanceof ApiError && error.type === 'AuthorizationError') void import('../../../lib/api/stream-api').then((stream) => stream.renewSignIn());
      const stopped = abort.signal.aborted;
      if (controller.current === abort) setTurn({ ...live, status: stopped ? 'stopped' : 'failed', error: stopped ? undefined : error });
    } finally {
      void queryClient.invalidateQueries({ queryKey: aiKeys.usage() });
      void queryClient.invalidateQueries({ queryKey: aiKeys.chats(), exact: true });
    }
  }

  return {
    turn: current,
    busy: current?.status === 'streaming',
    ask: (text: string, forChat = chatUuid) => (forChat ? run({ chatUuid: forChat, kind: 'ask', text }) : Promise.resolve()),
    regenerate: () => (chatUuid ? run({ chatUuid, kind: 'regenerate' }) : Promise.resolve()),
    retry: () => (current ? run(retryRequest(current)) : Promise.resolve()),
    stop: () => controller.current?.abort(),
  };
}
