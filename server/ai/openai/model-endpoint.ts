// The OpenAI-compatible endpoint a provider talks to: the official SDK's client, the model's name and the deadline of
// a call. The SDK retries nothing (maxRetries 0): the student is waiting, a 429 may ask for minutes, and a retried
// stream would start its answer again — the typed error goes back instead and the caller decides. What the SDK logs
// (a chunk it could not parse) goes to the server's JSON logs, not to the console.
import OpenAI from 'openai';
import { logger } from '../../logger';

export type OpenAiProviderConfig = {
  /** With the version path: https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama). */
  baseURL: string;
  /** Unset for servers that ask for none (Ollama, llama.cpp): a placeholder is sent, as the SDK requires one. */
  apiKey?: string;
  model: string;
  /** The longest a call may take; for a stream, the longest silence between two chunks. */
  timeoutMs: number;
};

export type ModelEndpoint = { client: OpenAI; model: string; timeoutMs: number };

const NO_API_KEY = 'no-api-key';

export function connectModel({ baseURL, apiKey, model, timeoutMs }: OpenAiProviderConfig): ModelEndpoint {
  const client = new OpenAI({ baseURL, apiKey: apiKey ?? NO_API_KEY, timeout: timeoutMs, maxRetries: 0, logger: logger().child({ component: 'ai' }) });
  return { client, model, timeoutMs };
}
