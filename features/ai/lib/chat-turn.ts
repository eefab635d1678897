// The turn of a chat that is under way: a question (or a request to write the last answer again) whose answer is
// streaming, was stopped, or failed. Pure, so that the chat view only renders it: the messages to show (the stored
// ones, then the question — which stays visible when its answer fails — and the answer so far), the request a Retry
// sends (an ask whose question the server already stored is retried as a regeneration, never sent twice), and the
// chat as stored once the answer has arrived.
import type { AiChatDetail, AiChatMessage, AiChatStreamEvent, AiCitationOut } from '../../../lib/contracts/ai';
import type { AnswerRequest } from '../api/stream-ai-answer';

export type ChatTurn = {
  request: AnswerRequest;
  /** The question as the server stored it (its first event). */
  question?: AiChatMessage;
  /** The answer's text so far. */
  answer: string;
  status: 'streaming' | 'stopped' | 'failed';
  error?: unknown;
};

export type ShownMessage = {
  key: string;
  isBotMessage: boolean;
  text: string;
  citations: AiCitationOut[];
  state: 'stored' | 'streaming' | 'stopped' | 'failed';
};

export const startTurn = (request: AnswerRequest): ChatTurn => ({ request, answer: '', status: 'streaming' });

/** The turn after one event of its stream (the final `answer` event is settled by `settleTurn`). */
export function advanceTurn(turn: ChatTurn, event: AiChatStreamEvent): ChatTurn {
  if (event.type === 'question') return { ...turn, question: event.message };
  if (event.type === 'delta') return { ...turn, answer: turn.answer + event.text };
  return turn;
}

const lastBotIndex = (messages: readonly AiChatMessage[]) => messages.findLastIndex((message) => message.isBotMessage);

/** The stored messages a regeneration keeps: all but the answer being written again. */
function keptMessages(messages: readonly AiChatMessage[], request: AnswerRequest): AiChatMessage[] {
  if (request.kind !== 'regenerate') return [...messages];
  const last = lastBotIndex(messages);
  return last === -1 ? [...messages] : messages.filter((_message, index) => index !== last);
}

const storedMessage = (message: AiChatMessage): ShownMessage => ({ key: message.messageUuid, isBotMessage: message.isBotMessage, text: message.text, citations: message.citations, state: 'stored' });

export function shownMessages(messages: readonly AiChatMessage[], turn: ChatTurn | null): ShownMessage[] {
  if (!turn) return messages.map(storedMessage);
  const shown = keptMessages(messages, turn.request).map(storedMessage);
  const questionStored = turn.question !== undefined && messages.some((message) => message.messageUuid === turn.question!.messageUuid);
  if (turn.request.kind === 'ask' && !questionStored) shown.push({ key: 'turn-question', isBotMessage: false, text: turn.request.text, citations: [], state: turn.status === 'failed' ? 'failed' : 'stored' });
  if (turn.answer !== '' || turn.status === 'streaming') shown.push({ key: 'turn-answer', isBotMessage: true, text: turn.answer, citations: [], state: turn.status });
  return shown;
}

/** What Retry sends again. */
export function retryRequest(turn: ChatTurn): AnswerRequest {
  return turn.request.kind === 'ask' && turn.question ? { chatUuid: turn.request.chatUuid, kind: 'regenerate' } : turn.request;
}

/** The chat as stored after the turn's answer arrived. */
export function settleTurn(chat: AiChatDetail, turn: ChatTurn, answer: AiChatMessage): AiChatDetail {
  const messages = keptMessages(chat.messages, turn.request);
  if (turn.question && !messages.some((message) => message.messageUuid === turn.question!.messageUuid)) messages.push(turn.question);
  return { ...chat, messages: [...messages, answer] };
}
