// How the openai provider fails, against a real OpenAI-compatible server on loopback that fails on demand: each
// failure of the endpoint becomes its typed AppError (TooManyRequestsError with the endpoint's Retry-After,
// ServiceUnavailableError with the reason), for a streamed answer and for a JSON task alike.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/errors';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/integration/fake-openai-server';
import type { AiProvider } from '../../provider';
import { createOpenAiProvider } from '../openai-provider';
import { answerInput, PHOTOSYNTHESIS, ZELLATMUNG } from './material';

/** Short, so that the timeouts below take a moment only. */
const TIMEOUT_MS = 400;

let fake: FakeOpenAiServer;
let provider: AiProvider;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ retryAfterSeconds: 7 });
  provider = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: fake.apiKey, model: fake.model, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await fake.close();
});

async function readAnswer(on: AiProvider = provider): Promise<string> {
  let text = '';
  for await (const chunk of on.answer(answerInput())) if (chunk.type === 'text') text += chunk.text;
  return text;
}

const summarize = (on: AiProvider = provider) => on.summarize({ pages: [PHOTOSYNTHESIS, ZELLATMUNG], length: 'short', language: 'en' });

async function failureOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const unavailable = (reason: string, extra: Record<string, unknown> = {}) => ({ type: 'ServiceUnavailableError', status: 503, data: { component: 'ai', reason, ...extra } });

describe.each([
  { task: 'a streamed answer', run: (on?: AiProvider) => readAnswer(on) },
  { task: 'a summary (JSON)', run: (on?: AiProvider) => summarize(on) },
])('$task', ({ run }) => {
  it('fails with TooManyRequestsError and the Retry-After of a 429', async () => {
    fake.failNext('429');
    expect(await failureOf(run())).toMatchObject({ type: 'TooManyRequestsError', status: 429, data: { component: 'ai', retryAfterSeconds: 7 } });
  });

  it.each(['500', '502', '503'] as const)('fails with ServiceUnavailableError on a %s', async (status) => {
    fake.failNext(status);
    expect(await failureOf(run())).toMatchObject(unavailable('upstream-error', { status: Number(status) }));
  });

  it('fails with ServiceUnavailableError (timeout) when the endpoint does not answer, and gives up the request', async () => {
    fake.failNext('timeout');
    const started = Date.now();
    expect(await failureOf(run())).toMatchObject(unavailable('timeout'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    await expect.poll(() => fake.requests.at(-1)?.closedEarly).toBe(true);
  });

  it('fails with ServiceUnavailableError (stream-cut) when the connection drops in the middle of the reply', async () => {
    fake.failNext('cut-stream');
    expect(await failureOf(run())).toMatchObject(unavailable('stream-cut'));
  });

  it('fails with ServiceUnavailableError (malformed-reply) when the reply is not the JSON of the protocol or the task', async () => {
    fake.failNext('bad-json');
    expect(await failureOf(run())).toMatchObject(unavailable('malformed-reply'));
  });

  it('fails with ServiceUnavailableError (upstream-error) when the endpoint refuses the API key', async () => {
    const wrongKey = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: 'wrong-key', model: fake.model, timeoutMs: TIMEOUT_MS });
    expect(await failureOf(run(wrongKey))).toMatchObject(unavailable('upstream-error', { status: 401 }));
  });
});

describe('a streamed answer that stalls', () => {
  it('fails with ServiceUnavailableError (timeout) after a silence as long as the timeout, its first words already shown', async () => {
    fake.failNext('stall-stream');
    const deltas: string[] = [];
    const reading = (async () => {
      for await (const chunk of provider.answer(answerInput())) if (chunk.type === 'text') deltas.push(chunk.text);
    })();
    expect(await failureOf(reading)).toMatchObject(unavailable('timeout'));
    expect(deltas.join('')).toBe('Photosynthesis turns light ');
    await expect.poll(() => fake.requests.at(-1)?.closedEarly).toBe(true);
  });
});

describe('an endpoint that is not there', () => {
  it('fails with ServiceUnavailableError (unreachable)', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const nowhere = createOpenAiProvider({ baseURL: `http://127.0.0.1:${closedPort}/v1`, model: 'any', timeoutMs: TIMEOUT_MS });
    expect(await failureOf(readAnswer(nowhere))).toMatchObject(unavailable('unreachable'));
    expect(await failureOf(summarize(nowhere))).toMatchObject(unavailable('unreachable'));
  });
});
