// Nothing of a conversation in the logs (issue 18), with AI_PROVIDER=openai against a real OpenAI-compatible server on
// loopback (tests/integration/fake-openai-server.ts): the server's own logger, which the provider hands to the openai
// SDK, is captured at its most verbose level (captured-logs.ts), the SDK's too (OPENAI_LOG=debug), while answers are
// given as JSON and as Server-Sent Events and while the model fails (500, a stream cut in the middle); no log line
// holds a question, an answer or the passage sent to the model, while the request lines and the SDK's are there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiChat, endpointUrl, postAiMessage } from '../../../lib/api/endpoints';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/integration/fake-openai-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { AI_ROUTES } from '../routes';
import { eventsOf, makeKnowWithPages } from './ai-fixtures';
import { captureServerLogs, expectNoLineHolds, releaseServerLogs, requestLinesOf } from './captured-logs';

type Message = { text: string; citations: { quote: string }[] };

const PASSAGE = 'Die Sternwarte von Kranichsee steht auf einem Basaltkegel. Ihr Fernrohr wurde von Hedwig Morgenroth gestiftet.';
const QUESTIONS = [
  'Worauf steht die Sternwarte von Kranichsee?',
  'Wer hat das Fernrohr der Sternwarte von Kranichsee gestiftet?',
  'Steht die Sternwarte von Kranichsee auf Basalt oder auf Granit?',
  'Wann wurde das Fernrohr der Sternwarte von Kranichsee gestiftet?',
];

let lines: string[];
let fake: FakeOpenAiServer;
let server: ApiServer;
let student: TestUser;
let knowUuid: string;

beforeAll(async () => {
  // Before the provider is made: it keeps a child of the logger for the SDK.
  lines = captureServerLogs();
  fake = await startFakeOpenAiServer();
  // OPENAI_LOG=debug: the SDK logs every request and response, at its most verbose, into the captured logger.
  Object.assign(process.env, { OPENAI_LOG: 'debug', AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseURL, AI_MODEL: fake.model, AI_API_KEY: fake.apiKey, AI_TIMEOUT_MS: '2000' });
  student = await signUpUser();
  knowUuid = await makeKnowWithPages(student.uuid, [PASSAGE], { title: 'Sternwarten' });
  server = await startApiServer(AI_ROUTES);
});

afterAll(async () => {
  await server.close();
  await fake.close();
  releaseServerLogs();
});

const ask = (chatUuid: string, text: string, accept = 'application/json') =>
  fetch(`${server.url}${endpointUrl(postAiMessage, { id: chatUuid })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json', accept },
    body: JSON.stringify({ text }),
  });

describe('the logs of an AI chat with an OpenAI-compatible model', () => {
  it('hold the requests but no question, answer or passage, also when the model fails', async () => {
    const created = await fetch(`${server.url}${endpointUrl(createAiChat)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ knowUuids: [knowUuid] }),
    });
    const { chatUuid } = (await created.json()) as { chatUuid: string };

    const answered = await ask(chatUuid, QUESTIONS[0]!);
    expect(answered.status).toBe(200);
    const { message } = (await answered.json()) as { message: Message };
    expect(message.text).toContain('Basaltkegel');
    const streamed = eventsOf(await (await ask(chatUuid, QUESTIONS[1]!, 'text/event-stream')).text()).at(-1)!.data as { type: string; message?: Message };
    expect(streamed.type).toBe('answer');
    expect(fake.requests.some((request) => JSON.stringify(request.body).includes('Hedwig Morgenroth'))).toBe(true);

    fake.failNext('500');
    expect((await ask(chatUuid, QUESTIONS[2]!)).status).toBe(503);
    fake.failNext('cut-stream');
    const cut = eventsOf(await (await ask(chatUuid, QUESTIONS[3]!, 'text/event-stream')).text());
    expect(cut.at(-1)).toMatchObject({ event: 'error', data: { error: { type: 'ServiceUnavailableError' } } });

    // The SDK's own lines are there (through the logger the provider gives it: message strings only, the request
    // details it passes along as extra arguments are not written by pino)…
    const sdkLines = lines.map((line) => JSON.parse(line) as { component?: string; msg: string }).filter((entry) => entry.component === 'ai');
    expect(sdkLines.some((entry) => entry.msg.endsWith('sending request'))).toBe(true);
    expect(sdkLines.some((entry) => entry.msg.includes('failed with status 500'))).toBe(true);
    expect(requestLinesOf(lines)).toEqual(
      expect.arrayContaining([
        [endpointUrl(postAiMessage, { id: chatUuid }), 200],
        [endpointUrl(postAiMessage, { id: chatUuid }), 503],
      ]),
    );
    // …and nothing of the conversation.
    expectNoLineHolds(lines, {
      texts: [...QUESTIONS, PASSAGE, message.text, streamed.message!.text, ...message.citations.map((citation) => citation.quote)],
      words: ['Kranichsee', 'Sternwarte', 'Basaltkegel', 'Fernrohr', 'Morgenroth', 'gestiftet'],
    });
  });
});
