// Server time on the client (spec §4, §7): the offset between this device's clock and GET /api/server-time, taken
// once and refreshed after 1 hour. Request signatures carry server time, so a device whose clock is wrong still
// signs fresh requests.
import { serverTime } from './endpoints';
import { browserHeaders } from './device';
import { createRequestHeaders } from './request-headers';
import { requestPath, signRequest } from './request-signature';

/** Spec §7: the offset is refreshed after 1 hour. */
export const SERVER_TIME_REFRESH_MS = 60 * 60 * 1000;
/** After a failed fetch the device clock is used (offset kept, 0 at first) and the fetch is tried again this soon. */
export const SERVER_TIME_RETRY_MS = 60 * 1000;
const SERVER_TIME_PATH = serverTime.path;
const FETCH_TIMEOUT_MS = 5_000;

export type ServerClock = {
  /** Milliseconds since the epoch by the server's clock (fetches the offset first when it is missing or old). */
  now(): Promise<number>;
  /** Server time minus device time, in milliseconds, as last measured. */
  offsetMs(): number;
};

export type ServerClockOptions = {
  /** Answers the server's timestamp (ms since epoch); `estimate` is the server time as known so far (device clock
   *  plus the last offset), for signing the request itself. */
  fetchServerTime: (estimate: number) => Promise<number>;
  /** The device clock. */
  deviceNow?: () => number;
  refreshMs?: number;
  retryMs?: number;
};

export function createServerClock({ fetchServerTime, deviceNow = Date.now, refreshMs = SERVER_TIME_REFRESH_MS, retryMs = SERVER_TIME_RETRY_MS }: ServerClockOptions): ServerClock {
  let offset = 0;
  let nextFetchAt: number | undefined;
  let running: Promise<void> | undefined;

  async function measure(): Promise<void> {
    const sentAt = deviceNow();
    try {
      const serverNow = await fetchServerTime(sentAt + offset);
      const receivedAt = deviceNow();
      // The server read its clock somewhere during the round trip: assume the middle.
      offset = Math.round(serverNow - (sentAt + receivedAt) / 2);
      nextFetchAt = receivedAt + refreshMs;
    } catch {
      nextFetchAt = deviceNow() + retryMs;
    }
  }

  return {
    async now() {
      if (nextFetchAt === undefined || deviceNow() >= nextFetchAt) {
        running ??= measure().finally(() => {
          running = undefined;
        });
        await running;
      }
      return deviceNow() + offset;
    },
    offsetMs: () => offset,
  };
}

/**
 * GET /api/server-time with the spec's headers. Its signature can only use the server time known so far: when the
 * device clock is more than the server's 5 minutes off, that signature is stale and refused (BadRequestError), and
 * the request goes once more unsigned — it is the call that corrects the clock, so it must not depend on it.
 */
export async function fetchOwnServerTime(estimate: number): Promise<number> {
  const send = async (signed: boolean) => {
    const sign = signed ? (method: string, url: string) => signRequest(method, requestPath(url), estimate) : async () => undefined;
    const headers = await createRequestHeaders({ client: browserHeaders, sign }).forRequest(serverTime.method, SERVER_TIME_PATH);
    return fetch(SERVER_TIME_PATH, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers });
  };
  let response = await send(true);
  if (response.status === 400) response = await send(false);
  if (!response.ok) throw new Error(`GET ${SERVER_TIME_PATH} answered ${response.status}`);
  return serverTimestamp(await response.json());
}

/** The answer's timestamp as serverTimeResponseSchema (lib/contracts/system.ts) has it, an integer; checked without
 *  zod, which this module (on the first load of every page that streams) must not bring along. */
export function serverTimestamp(body: unknown): number {
  const timestamp = typeof body === 'object' && body !== null ? (body as { timestamp?: unknown }).timestamp : undefined;
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw new Error(`GET ${SERVER_TIME_PATH} answered no timestamp`);
  return timestamp;
}

let shared: ServerClock | undefined;

/**
 * The page's clock, shared by every API client: in the browser the offset to the page's own origin's
 * /api/server-time; outside a browser (server rendering, tests) the process's own clock.
 */
export function sharedServerClock(): ServerClock {
  shared ??= createServerClock({ fetchServerTime: typeof window === 'undefined' ? async () => Date.now() : fetchOwnServerTime });
  return shared;
}
