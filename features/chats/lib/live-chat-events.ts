// One live connection per tab to the chat events (GET chats with Accept: text/event-stream), shared by whoever
// listens — the navbar badge (twice: rail and tab bar) and the open chat. It opens with the first listener, closes
// with the last, and reconnects after a lost connection (1 s, doubling up to 30 s); listeners are told when it
// (re)connects, so that they refetch what they may have missed meanwhile.
import * as endpoints from '../../../lib/api/endpoints';
import { streamApi } from '../../../lib/api/stream-api';
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

async function run(signal: AbortSignal): Promise<void> {
  let delay = 1000;
  while (!signal.aborted) {
    try {
      for (const listener of listeners) listener.onConnected?.();
      await streamApi(endpoints.chats, {
        signal,
        onEvent: (data) => {
          delay = 1000;
          for (const listener of listeners) listener.onEvent?.(data as ChatEvent);
        },
      });
    } catch {
      // A lost connection or a refusal: try again after a while.
    }
    await wait(delay, signal);
    delay = Math.min(delay * 2, 30_000);
  }
}

/** Listens to the live chat events until the returned function is called. */
export function listenToChats(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!running) {
    running = new AbortController();
    void run(running.signal);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && running) {
      running.abort();
      running = null;
    }
  };
}
