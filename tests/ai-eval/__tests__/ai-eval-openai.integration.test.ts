// Issue 18 acceptance, "citation validity 100 % on both providers": the evaluation run with the openai provider
// against the loopback OpenAI-compatible server (real HTTP, streamed answers, JSON tasks). That server is no model —
// its answers are computed from the passages it is sent — so this checks that whatever a model says, only quotes
// taken from our own page text reach the user, for answers, summaries, exams and flashcards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../../server/ai/openai/openai-provider';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../integration/fake-openai-server';
import { AI_EVAL_BUDGETS, runAiEvaluation } from '../run-eval';

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer({ chunkDelayMs: 0 });
});

afterAll(() => server.close());

describe('AI evaluation with the openai provider', () => {
  it('cites only what the pages say: 100 % citation validity over answers, summaries, exams and flashcards', async () => {
    const provider = createOpenAiProvider({ baseURL: server.baseURL, apiKey: server.apiKey, model: server.model, timeoutMs: 30_000 });
    const result = await runAiEvaluation(provider);
    expect(result.provider).toBe('openai');
    for (const kind of ['answers', 'summaries', 'exams', 'flashcards'] as const) expect(result.citations[kind].all, kind).toBeGreaterThan(0);
    expect(result.citationValidity).toBe(AI_EVAL_BUDGETS.citationValidity);
    // A reply the provider cannot use is a typed error for that request, and rare.
    expect(result.providerFailures.failed / result.providerFailures.requests).toBeLessThan(0.1);
  }, 240_000);
});
