// Nothing of a conversation in the logs (issue 18): the server's own logger (server/logger.ts, pino) is captured at its
// most verbose level while a chat is created, asked a distinctive question and answered — as JSON and as Server-Sent
// Events — read back, and refused an oversize question, all through the production adapter (apiHandler over a real
// socket); no log line holds the question, the answer or the quoted passage, while the request lines are there.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChat, createAiChat, endpointUrl, postAiMessage } from '../../../lib/api/endpoints';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { AI_ROUTES } from '../routes';
import { eventsOf, makeKnowWithPages } from './ai-fixtures';

type Message = { messageUuid: string; isBotMessage: boolean; text: string; citations: { knowUuid: string; page: number; quote: string }[] };

const PASSAGE = 'Der Leuchtturm von Quellbrunn wurde im Jahr 1873 aus rotem Sandstein gebaut und leuchtet seitdem jede Nacht über die Bucht.';
const QUESTION = 'Aus welchem Stein wurde der Leuchtturm von Quellbrunn gebaut, fragt Zebrafink Ottokar?';
const STREAMED_QUESTION = 'Seit wann leuchtet der Leuchtturm von Quellbrunn, möchte Kapitänin Wolkenmond wissen?';

/** Every line the server's logger writes while the tests run. */
const lines: string[] = [];
const holder = globalThis as typeof globalThis & { __knowlyLogger?: pino.Logger };
let student: TestUser;
let knowUuid: string;
let server: ApiServer;

beforeAll(async () => {
  // The logger server/logger.ts hands out (it keeps one per process here), at trace level instead of the tests'
  // silence, writing to memory.
  holder.__knowlyLogger = pino({ level: 'trace', base: { service: 'knowly' } }, { write: (line: string) => void lines.push(line) });
  student = await signUpUser({ name: 'Mia Sommer' });
  knowUuid = await makeKnowWithPages(student.uuid, [PASSAGE], { title: 'Leuchttürme' });
  server = await startApiServer(AI_ROUTES);
});

afterAll(async () => {
  await server.close();
  delete holder.__knowlyLogger;
});

const send = (path: string, { method = 'POST', body, accept = 'application/json' }: { method?: string; body?: unknown; accept?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json', accept, host: 'de.localhost:3000' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The words of a text that are its own (longer than four letters), to find it in a log line even cut or re-escaped. */
const distinctiveWords = (text: string) => text.split(/[^\p{L}\d]+/u).filter((word) => word.length > 4 && !['Leuchtturm', 'Quellbrunn'].includes(word));

function expectNoLogLineHolds(text: string) {
  for (const line of lines) {
    expect(line).not.toContain(text);
    expect(JSON.stringify(JSON.parse(line))).not.toContain(JSON.stringify(text).slice(1, -1));
  }
}

describe('the logs of an AI chat', () => {
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
    const events = eventsOf(await streamed.text()).map((event) => event.data as { type: string; message?: Message });
    const streamedAnswer = events.at(-1)!;
    expect(streamedAnswer).toMatchObject({ type: 'answer', message: { isBotMessage: true } });

    const read = await send(endpointUrl(aiChat, { id: chatUuid }), { method: 'GET' });
    expect(((await read.json()) as { messages: Message[] }).messages).toHaveLength(4);
    const oversize = await send(endpointUrl(postAiMessage, { id: chatUuid }), { body: { text: `${QUESTION} `.repeat(60) } });
    expect(oversize.status).toBe(400);

    // The log is there: one request line per request, at the chat's paths.
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number }).filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => [entry.path, entry.status])).toEqual(
      expect.arrayContaining([
        [endpointUrl(createAiChat), 201],
        [endpointUrl(postAiMessage, { id: chatUuid }), 200],
        [endpointUrl(aiChat, { id: chatUuid }), 200],
        [endpointUrl(postAiMessage, { id: chatUuid }), 400],
      ]),
    );
    // …and nothing of the conversation is in it.
    for (const text of [QUESTION, STREAMED_QUESTION, message.text, streamedAnswer.message!.text, PASSAGE, ...message.citations.map((citation) => citation.quote)]) expectNoLogLineHolds(text);
    const words = [...new Set([QUESTION, STREAMED_QUESTION, PASSAGE].flatMap(distinctiveWords))];
    expect(words).toEqual(expect.arrayContaining(['Zebrafink', 'Ottokar', 'Wolkenmond', 'Sandstein']));
    for (const word of words) expect(lines.filter((line) => line.includes(word))).toEqual([]);
  });
});
