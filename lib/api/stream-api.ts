// Calls a streaming endpoint (Server-Sent Events) the way callApi calls the others — the spec's headers and signature,
// the bearer token, one renewal of the sign-in on a 401 through the shared refresh queue — with fetch, whose body can
// be read as it arrives (axios in the browser cannot). A refusal before the stream starts, or the stream's own `error`
// event, is thrown as the ApiError of its typed body; every other event's JSON data goes to `onEvent`.
// A stream lives no longer than its access token (security issue 28): one that would expire within a minute is renewed
// before the stream opens, so that an answer is not cut by it; a stream the server ends with AuthorizationError (the
// sign-in ended or the token expired) is thrown as that error, and the caller may renewSignIn() and open it again.
import { ApiError, apiErrorFromResponse } from '../errors/api-error';
import { ERROR_STATUS } from '../errors/error-types';
import { endpointUrl, type Endpoint, type PathParams } from './endpoints';
import { readEventStream } from './event-stream';
import { pageRequestHeaders } from './page-request-headers';
import { pageServiceBases, serviceUrl } from './service-bases';
import { tokens } from './session';

export type StreamOptions = {
  params?: PathParams;
  body?: unknown;
  /** Aborting it stops the request and the reading (the caller sees an AbortError). */
  signal?: AbortSignal;
  /** Each event's data, parsed from JSON. */
  onEvent: (data: unknown, event: string) => void;
};

/** A token is renewed before a stream when it expires within this (the server ends the stream at its expiry). */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** When an access token (a JWT) expires, in ms since the epoch; null when it cannot be read. */
function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Renews the sign-in through the shared refresh queue (which logs out when it cannot); whether it was renewed. */
export async function renewSignIn(): Promise<boolean> {
  const { renewSession } = await import('./service-clients');
  return renewSession();
}

async function send(endpoint: Endpoint, { params, body, signal }: StreamOptions): Promise<Response> {
  const url = serviceUrl(pageServiceBases(), 'main', endpointUrl(endpoint, params));
  const headers: Record<string, string> = { ...(await pageRequestHeaders().forRequest(endpoint.method, url)), Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  const accessToken = tokens.accessToken();
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    // A GET (a live stream of events) carries no body; fetch refuses one.
    const payload = endpoint.method === 'GET' ? undefined : JSON.stringify(body ?? {});
    return await fetch(url, { method: endpoint.method, headers, body: payload, signal, credentials: 'include' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('UnknownError', {}, undefined);
  }
}

async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorFromResponse(response.status, body);
}

/** The stream's `error` event: its typed body, with the status that type answers with outside a stream. */
function streamFailure(body: unknown): ApiError {
  const { type, data } = apiErrorFromResponse(undefined, body);
  return new ApiError(type, data, type === 'UnknownError' ? 500 : ERROR_STATUS[type]);
}

export async function streamApi(endpoint: Endpoint, options: StreamOptions): Promise<void> {
  const token = tokens.accessToken();
  const expiry = token ? expiryOf(token) : null;
  if (expiry !== null && expiry - Date.now() < RENEW_BEFORE_EXPIRY_MS && !(await renewSignIn())) throw new ApiError('AuthorizationError', {}, 401);
  let response = await send(endpoint, options);
  if (response.status === 401) {
    const error = await refusal(response);
    if (error.type !== 'AuthorizationError') throw error;
    if (!(await renewSignIn())) throw error;
    response = await send(endpoint, options);
  }
  if (!response.ok || !response.body) throw await refusal(response);
  let failure: ApiError | undefined;
  await readEventStream(response.body, ({ event, data }) => {
    const parsed: unknown = JSON.parse(data);
    if (event === 'error') failure = streamFailure(parsed);
    else options.onEvent(parsed, event);
  });
  if (failure) throw failure;
}
