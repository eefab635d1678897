// The AI provider is chosen by the environment: `local` by default; `openai` talks to AI_BASE_URL with AI_MODEL and
// AI_API_KEY (here a real OpenAI-compatible server on loopback), and refuses to start without its URL and model.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/integration/fake-openai-server';
import { EnvError, parseEnv } from '../../env';

const AI_VARIABLES = ['AI_PROVIDER', 'AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS'] as const;
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  for (const name of AI_VARIABLES) delete process.env[name];
});

/** choose-provider.ts and the environment as a process starting now would read them. */
async function freshChooseProvider() {
  vi.resetModules();
  return import('../choose-provider');
}

describe('the AI provider', () => {
  it('is the local engine by default', async () => {
    const { getAiProvider } = await freshChooseProvider();
    expect(getAiProvider().name).toBe('local');
  });

  it('is the OpenAI-compatible endpoint of AI_BASE_URL with AI_PROVIDER=openai, one instance per process', async () => {
    Object.assign(process.env, { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseURL, AI_MODEL: fake.model, AI_API_KEY: fake.apiKey });
    const { getAiProvider } = await freshChooseProvider();
    const provider = getAiProvider();
    expect(provider.name).toBe('openai');
    expect(getAiProvider()).toBe(provider);

    const summary = await provider.summarize({ pages: [{ knowUuid: '6f1c2b9e-1d3a-4c55-9a7e-2b7d7c1e0a11', knowTitle: 'Cells', page: 1, text: 'Cells divide by mitosis.', language: 'en' }], length: 'short', language: 'en' });
    expect(summary.summary).toBe('Cells divide by mitosis. [1]');
    expect(fake.requests.at(-1)).toMatchObject({ authorization: `Bearer ${fake.apiKey}`, body: { model: fake.model } });
  });

  it('refuses AI_PROVIDER=openai without AI_BASE_URL and AI_MODEL, naming both', () => {
    const problems = (() => {
      try {
        parseEnv({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test' });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as EnvError).problems;
      }
    })();
    expect(problems).toEqual(['AI_BASE_URL: is required when AI_PROVIDER is openai', 'AI_MODEL: is required when AI_PROVIDER is openai']);
    expect(() => parseEnv({ AI_PROVIDER: 'claude' })).toThrowError(/AI_PROVIDER/);
    expect(parseEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.2' })).toMatchObject({ AI_TIMEOUT_MS: 60_000 });
  });
});
