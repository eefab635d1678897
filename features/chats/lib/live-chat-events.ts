// One live connection per tab to the chat events (GET chats with Accept: text/event-stream), shared by whoever
// listens — the navbar badge (twice: rail and tab bar) and the open chat. It opens with the first listener, closes
// with the last, and reconnects after a lost connection (1 s, doubling up to 30 s); listeners are told when it
// (re)connects, so that they refetch what they may have missed meanwhile. A stream the server ends because its sign-in
// ended or its access token expired (AuthorizationError) is renewed through the refresh queue and reopened at once; if
// the sign-in cannot be renewed (logged out elsewhere, password changed) the connection stops until a listener comes
// again. The streaming client loads when the connection first opens (import()), not with the page (issue 29).
import * as endpoints from '../../../lib/api/endpoints';
import { ApiError } from '../../../lib/errors/api-error';
import type { ChatEvent } from '../../../lib/contracts/chats';

export type LiveListener = { onEvent?: (event: ChatEvent) => void; onConnected?: () => void };

const listeners = new Set<LiveListener>();
let running: AbortController | null = null;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/** A stream open this long before it ended was not refused in a loop. */
const LONG_LIVED_MS = 30_000;

async function run(signal: AbortSignal): Promise<void> {
  // Not loaded (offline): no connection until a listener comes again.
  const stream = await import('../../../lib/api/stream-api').catch(() => null);
  if (!stream) return;
  const { renewSignIn, streamApi } = stream;
  let delay = 1000;
  // Renewed sign-ins in a row without an event in between: past the first, the reconnection waits as after a loss.
  let renewals = 0;
  while (!signal.aborted) {
    const opened = Date.now();
    try {
      for (const listener of listeners) listener.onConnected?.();
      await streamApi(endpoints.chats, {
        signal,
        onEvent: (data) => {
          delay = 1000;
          renewals = 0;
          for (const listener of listeners) listener.onEvent?.(data as ChatEvent);
        },
      });
    } catch (error) {
      if (error instanceof ApiError && error.type === 'AuthorizationError') {
        if (signal.aborted) return;
        if (!(await renewSignIn())) return;
        // A stream that ran a while (till its token expired) is reopened at once, however often that happens.
        renewals = Date.now() - opened >= LONG_LIVED_MS ? 1 : renewals + 1;
        if (renewals === 1) continue;
      }
      // A lost connection or another refusal: try again after a while.
    }
    await wait(delay, signal);
    delay = Math.min(delay * 2, 30_000);
  }
}

/** Listens to the live chat events until the returned function is called. */
export function listenToChats(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!running) {
    const started = new AbortController();
    running = started;
    // A connection that stopped (its sign-in ended) is started again by the next listener.
    void run(started.signal).finally(() => {
      if (running === started) running = null;
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && running) {
      running.abort();
      running = null;
    }
  };
}
