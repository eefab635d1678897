// Nothing of a conversation in the logs (issue 18), with the local engine: the server's own logger is captured at its
// most verbose level (captured-logs.ts) while a chat is created, asked a distinctive question and answered — as JSON
// and as Server-Sent Events — read back, and refused an oversize question, all through the production adapter
// (apiHandler over a real socket); no log line holds a question, an answer or the quoted passage, while the request
// lines are there. The OpenAI-compatible provider: ai-chat-logs-openai.integration.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChat, createAiChat, endpointUrl, postAiMessage } from '../../../lib/api/endpoints';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { AI_ROUTES } from '../routes';
import { eventsOf, makeKnowWithPages } from './ai-fixtures';
import { captureServerLogs, expectNoLineHolds, releaseServerLogs, requestLinesOf } from './captured-logs';

type Message = { messageUuid: string; isBotMessage: boolean; text: string; citations: { knowUuid: string; page: number; quote: string }[] };

const PASSAGE = 'Der Leuchtturm von Quellbrunn wurde im Jahr 1873 aus rotem Sandstein gebaut und leuchtet seitdem jede Nacht über die Bucht.';
const QUESTION = 'Aus welchem Stein wurde der Leuchtturm von Quellbrunn gebaut, fragt Zebrafink Ottokar?';
const STREAMED_QUESTION = 'Seit wann leuchtet der Leuchtturm von Quellbrunn, möchte Kapitänin Wolkenmond wissen?';

let lines: string[];
let student: TestUser;
let knowUuid: string;
let server: ApiServer;

beforeAll(async () => {
  lines = captureServerLogs();
  student = await signUpUser({ name: 'Mia Sommer' });
  knowUuid = await makeKnowWithPages(student.uuid, [PASSAGE], { title: 'Leuchttürme' });
  server = await startApiServer(AI_ROUTES);
});

afterAll(async () => {
  await server.close();
  releaseServerLogs();
});

const send = (path: string, { method = 'POST', body, accept = 'application/json' }: { method?: string; body?: unknown; accept?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json', accept, host: 'de.localhost:3000' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the logs of an AI chat with the local engine', () => {
  it('hold the requests but no question, answer or quoted passage', async () => {
    const created = await send(endpointUrl(createAiChat), { body: { knowUuids: [knowUuid] } });
    expect(created.status).toBe(201);
    const { chatUuid } = (await created.json()) as { chatUuid: string };

    const answered = await send(endpointUrl(postAiMessage, { id: chatUuid }), { body: { text: QUESTION } });
    expect(answered.status).toBe(200);
    const { message } = (await answered.json()) as { message: Message };
    expect(message.text).toContain('Sandstein');
    expect(message.citations.map((citation) => citation.knowUuid)).toContain(knowUuid);

    const streamed = await send(endpointUrl(postAiMessage, { id: chatUuid }), { body: { text: STREAMED_QUESTION }, accept: 'text/event-stream' });
    expect(streamed.status).toBe(200);
    const streamedAnswer = eventsOf(await streamed.text()).at(-1)!.data as { type: string; message?: Message };
    expect(streamedAnswer).toMatchObject({ type: 'answer', message: { isBotMessage: true } });

    const read = await send(endpointUrl(aiChat, { id: chatUuid }), { method: 'GET' });
    expect(((await read.json()) as { messages: Message[] }).messages).toHaveLength(4);
    const oversize = await send(endpointUrl(postAiMessage, { id: chatUuid }), { body: { text: `${QUESTION} `.repeat(60) } });
    expect(oversize.status).toBe(400);

    // The log is there: one request line per request, at the chat's paths…
    expect(requestLinesOf(lines)).toEqual(
      expect.arrayContaining([
        [endpointUrl(createAiChat), 201],
        [endpointUrl(postAiMessage, { id: chatUuid }), 200],
        [endpointUrl(aiChat, { id: chatUuid }), 200],
        [endpointUrl(postAiMessage, { id: chatUuid }), 400],
      ]),
    );
    // …and nothing of the conversation is in it.
    expectNoLineHolds(lines, {
      texts: [QUESTION, STREAMED_QUESTION, message.text, streamedAnswer.message!.text, PASSAGE, ...message.citations.map((citation) => citation.quote)],
      words: ['Zebrafink', 'Ottokar', 'Kapitänin', 'Wolkenmond', 'Sandstein', 'leuchtet'],
    });
  });
});
