// A chat turn (issue 18): the question stays visible when its answer fails, Retry never sends a stored question twice,
// a regeneration replaces the last answer, and the chat as stored once the answer arrives.
import { describe, expect, it } from 'vitest';
import type { AiChatDetail, AiChatMessage } from '../../../../lib/contracts/ai';
import { advanceTurn, retryRequest, settleTurn, shownMessages, startTurn } from '../chat-turn';

const CHAT = '0b7c7f0e-0000-4000-8000-00000000c4a7';
const message = (n: number, isBotMessage: boolean, text: string): AiChatMessage => ({
  messageUuid: `0b7c7f0e-0000-4000-8000-00000000000${n}`,
  isBotMessage,
  text,
  citations: [],
  promptVariant: null,
  sessionUuid: '0b7c7f0e-0000-4000-8000-0000000005e5',
  createdOn: '2026-11-20T10:00:00.000Z',
});
const STORED = [message(1, false, 'Was ist Photosynthese?'), message(2, true, 'Pflanzen machen Zucker aus Licht [1].')];
const DETAIL: AiChatDetail = { chat: { chatUuid: CHAT, title: 'Photosynthese', promptVariant: null, createdOn: '', updatedOn: '' }, knows: [], messages: STORED };

describe('a chat turn', () => {
  it('shows the question and the answer as it streams in', () => {
    let turn = startTurn({ chatUuid: CHAT, kind: 'ask', text: 'Und Chlorophyll?' });
    turn = advanceTurn(turn, { type: 'question', message: message(3, false, 'Und Chlorophyll?') });
    turn = advanceTurn(turn, { type: 'delta', text: 'Der grüne ' });
    turn = advanceTurn(turn, { type: 'delta', text: 'Farbstoff.' });
    expect(shownMessages(STORED, turn).map((shown) => [shown.text, shown.state])).toEqual([
      ['Was ist Photosynthese?', 'stored'],
      ['Pflanzen machen Zucker aus Licht [1].', 'stored'],
      ['Und Chlorophyll?', 'stored'],
      ['Der grüne Farbstoff.', 'streaming'],
    ]);
  });

  it('keeps a failed question visible, and retries it by sending it again only when it was never stored', () => {
    const failed = { ...startTurn({ chatUuid: CHAT, kind: 'ask', text: 'Und Chlorophyll?' }), status: 'failed' as const, error: new Error('offline') };
    expect(shownMessages(STORED, failed).at(-1)).toMatchObject({ text: 'Und Chlorophyll?', state: 'failed' });
    expect(retryRequest(failed)).toEqual({ chatUuid: CHAT, kind: 'ask', text: 'Und Chlorophyll?' });
    const storedThenFailed = { ...advanceTurn(failed, { type: 'question', message: message(3, false, 'Und Chlorophyll?') }) };
    expect(retryRequest(storedThenFailed)).toEqual({ chatUuid: CHAT, kind: 'regenerate' });
  });

  it('writes the last answer again in its place', () => {
    const turn = advanceTurn(startTurn({ chatUuid: CHAT, kind: 'regenerate' }), { type: 'delta', text: 'Neu' });
    expect(shownMessages(STORED, turn).map((shown) => shown.text)).toEqual(['Was ist Photosynthese?', 'Neu']);
    expect(settleTurn(DETAIL, turn, message(4, true, 'Neu geschrieben')).messages.map((stored) => stored.text)).toEqual(['Was ist Photosynthese?', 'Neu geschrieben']);
  });

  it('stores the question and its answer once the answer has arrived', () => {
    const turn = advanceTurn(startTurn({ chatUuid: CHAT, kind: 'ask', text: 'Und Chlorophyll?' }), { type: 'question', message: message(3, false, 'Und Chlorophyll?') });
    expect(settleTurn(DETAIL, turn, message(4, true, 'Der grüne Farbstoff.')).messages.map((stored) => stored.messageUuid.at(-1))).toEqual(['1', '2', '3', '4']);
  });
});
