// The AI provider of this process, chosen by AI_PROVIDER (server/env.ts): `local` (the default) or `openai` (the
// endpoint of AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS). One instance per process, made on first use.
import { env } from '../env';
import { createLocalProvider } from './local/local-provider';
import { createOpenAiProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

let provider: AiProvider | undefined;

function createProvider(): AiProvider {
  const { AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = env();
  if (AI_PROVIDER === 'local') return createLocalProvider();
  // env() refuses AI_PROVIDER=openai without AI_BASE_URL and AI_MODEL, so both are set here.
  return createOpenAiProvider({ baseURL: AI_BASE_URL!, apiKey: AI_API_KEY, model: AI_MODEL!, timeoutMs: AI_TIMEOUT_MS });
}

export function getAiProvider(): AiProvider {
  provider ??= createProvider();
  return provider;
}
