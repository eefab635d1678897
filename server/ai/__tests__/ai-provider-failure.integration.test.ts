// The AI chat when its provider fails, with AI_PROVIDER=openai against a real OpenAI-compatible server on loopback
// that fails on demand (tests/integration/fake-openai-server.ts): the question stays stored, no half answer is stored,
// the counted message is given back, and the client gets the provider's typed error — as the JSON answer's status, or
// as the stream's last event.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, postAiMessage } from '../../../lib/api/endpoints';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/integration/fake-openai-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { aiChatMessages } from '../../db/schema';
import { aiUsageRoute, AI_ROUTES, createAiChatRoute, postAiMessageRoute } from '../routes';
import { eventsOf, makeKnowWithPages } from './ai-fixtures';

let fake: FakeOpenAiServer;
let server: ApiServer;
let student: TestUser;
let knowUuid: string;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  // Before anything reads the environment (it is read once per process).
  Object.assign(process.env, { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseURL, AI_MODEL: fake.model, AI_API_KEY: fake.apiKey, AI_TIMEOUT_MS: '2000' });
  student = await signUpUser();
  knowUuid = await makeKnowWithPages(student.uuid, ['Die Photosynthese findet in den Chloroplasten statt. Chlorophyll nimmt das Licht auf.']);
  server = await startApiServer(AI_ROUTES);
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

const newChat = async () => ((await callRoute(createAiChatRoute, { token: student.token, body: { knowUuids: [knowUuid] } })).body as { chatUuid: string }).chatUuid;
const storedOf = async (chatUuid: string) => (await getDb()).select().from(aiChatMessages).where(eq(aiChatMessages.chatUuid, chatUuid));
const usedMessages = async () => ((await callRoute(aiUsageRoute, { token: student.token })).body as { used: { messages: number } }).used.messages;

describe('an AI chat whose provider fails', () => {
  it('answers through the openai provider when it works', async () => {
    const chatUuid = await newChat();
    const answered = await callRoute(postAiMessageRoute, { token: student.token, params: { id: chatUuid }, body: { text: 'Wo findet die Photosynthese statt?' } });
    expect(answered.status).toBe(200);
    expect((await storedOf(chatUuid)).map((row) => row.isBotMessage).sort()).toEqual([false, true]);
    expect(fake.requests.at(-1)?.body?.stream).toBe(true);
  });

  it('answers JSON with the typed error; the question stays stored, no answer, the message given back', async () => {
    const chatUuid = await newChat();
    const before = await usedMessages();
    fake.failNext('503');
    const failed = await callRoute(postAiMessageRoute, { token: student.token, params: { id: chatUuid }, body: { text: 'Was nimmt das Licht auf?' } });
    expect([failed.status, errorType(failed)]).toEqual([503, 'ServiceUnavailableError']);
    const stored = await storedOf(chatUuid);
    expect(stored.map((row) => [row.isBotMessage, row.text])).toEqual([[false, 'Was nimmt das Licht auf?']]);
    expect(await usedMessages()).toBe(before);
  });

  it('ends the stream with a typed error event after the stored question when the stream breaks midway, storing no half answer', async () => {
    const chatUuid = await newChat();
    const before = await usedMessages();
    fake.failNext('cut-stream');
    const response = await fetch(`${server.url}${endpointUrl(postAiMessage, { id: chatUuid })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ text: 'Wo findet die Photosynthese statt?' }),
    });
    expect(response.status).toBe(200);
    const events = eventsOf(await response.text());
    expect(events[0]).toMatchObject({ data: { type: 'question', message: { isBotMessage: false, text: 'Wo findet die Photosynthese statt?' } } });
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: { type: expect.stringMatching(/^(ServiceUnavailableError|TooManyRequestsError)$/) } } });
    expect(events.some((event) => (event.data as { type?: string }).type === 'answer')).toBe(false);
    const stored = await storedOf(chatUuid);
    expect(stored.map((row) => row.isBotMessage)).toEqual([false]);
    expect(await usedMessages()).toBe(before);
  });
});
