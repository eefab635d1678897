// What a failed model call becomes: a typed AppError from the catalogue (the UI translates the type), never the SDK's
// own error. The catalogue has no type of its own for an AI endpoint, so:
//   - 429 from the endpoint → TooManyRequestsError with retryAfterSeconds when it said (Retry-After, retry-after-ms);
//   - a timeout, an unreachable endpoint, a 5xx or any other refusal, a stream cut before its end, a reply that is not
//     the JSON asked for → ServiceUnavailableError (503), `data.reason` saying which (for logs and tests; the message,
//     which only the logs see, keeps the endpoint's own words).
// The caller's own abort is no failure: its reason is rethrown unchanged, as fetch does.
import { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import { AppError } from '../../../lib/errors';
import type { CallDeadline } from './call-deadline';

type UnavailableReason = 'timeout' | 'unreachable' | 'upstream-error' | 'stream-cut' | 'malformed-reply';

export function aiUnavailable(reason: UnavailableReason, detail?: string, status?: number): AppError {
  const data = { component: 'ai', reason, ...(status !== undefined ? { status } : {}) };
  return new AppError('ServiceUnavailableError', data, `AI endpoint: ${reason}${detail ? ` (${detail})` : ''}`);
}

/** Seconds from Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms; undefined when neither says. */
function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const milliseconds = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return Math.max(1, Math.ceil(milliseconds / 1000));
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The error to throw for `error`, caught during the call `call`. */
export function providerFailure(error: unknown, call: CallDeadline): unknown {
  if (call.callerAborted()) return call.abortReason();
  if (call.timedOut() || error instanceof APIConnectionTimeoutError) return aiUnavailable('timeout');
  if (error instanceof AppError) return error;
  if (error instanceof RateLimitError) {
    const seconds = retryAfterSeconds(error.headers);
    return new AppError('TooManyRequestsError', { component: 'ai', ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}) }, `AI endpoint: ${error.message}`);
  }
  if (error instanceof APIConnectionError) return aiUnavailable('unreachable', error.message);
  if (error instanceof APIError) return aiUnavailable('upstream-error', error.message, error.status);
  // JSON.parse of a chunk or body that is not JSON.
  if (error instanceof SyntaxError) return aiUnavailable('malformed-reply', error.message);
  // fetch (undici) reports a connection closed in the middle of the body as a TypeError ("terminated").
  if (error instanceof TypeError && error.message === 'terminated') return aiUnavailable('stream-cut', String((error as { cause?: unknown }).cause ?? ''));
  return error;
}
