// The event queue: events wait in memory and go to the analytics service (POST /api/analytics/events, body
// {events: [...]}) 2 s after the first one arrived, at once when 20 are waiting, and by beacon when the page is
// hidden or goes away. A failed send is dropped silently: analytics never troubles the user, and the service
// stores each event uuid once, so nothing would break if a later version retried.
//
// Every send carries the spec's headers (§7, lib/api/request-headers.ts). navigator.sendBeacon cannot set headers,
// so the beacon is a fetch with keepalive (what sendBeacon is defined as) sent synchronously with the headers and
// the signature made for the last regular send or while events were queued (it signs method, path and time only);
// sendBeacon, without headers, is the fallback only when that fetch cannot be made.
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_INTERVAL_MS } from '../../config/analytics';
import { recordEvents } from '../api/endpoints';
import { pageRequestHeaders } from '../api/page-request-headers';
import { pageServiceBases, serviceUrl } from '../api/service-bases';
import type { RequestHeaders } from '../api/request-headers';
import type { AnalyticsEvent } from '../contracts/analytics';

export type EventTransport = {
  /** The regular send (fetch with keepalive). */
  post(body: string): Promise<unknown>;
  /** The send while the page goes away: synchronous, fetch with keepalive, else navigator.sendBeacon. */
  beacon(body: string): void;
  /** Called as events are queued: readies what a synchronous beacon needs (the signature). */
  prepare?(): void;
};

export type EventQueue = {
  add(event: AnalyticsEvent): void;
  /** Sends everything waiting, in requests of at most 20 events. */
  flush(how?: 'post' | 'beacon'): void;
  size(): number;
};

export type EventQueueOptions = { flushIntervalMs?: number; batchSize?: number };

export function createEventQueue(transport: EventTransport, { flushIntervalMs = ANALYTICS_FLUSH_INTERVAL_MS, batchSize = ANALYTICS_BATCH_SIZE }: EventQueueOptions = {}): EventQueue {
  let waiting: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(how: 'post' | 'beacon' = 'post') {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const events = waiting;
    waiting = [];
    for (let start = 0; start < events.length; start += batchSize) {
      const body = JSON.stringify({ events: events.slice(start, start + batchSize) });
      if (how === 'beacon') transport.beacon(body);
      else transport.post(body).catch(() => undefined);
    }
  }

  return {
    add(event) {
      waiting.push(event);
      transport.prepare?.();
      if (waiting.length >= batchSize) flush();
      else timer ??= setTimeout(() => flush(), flushIntervalMs);
    },
    flush,
    size: () => waiting.length,
  };
}

type BeaconNavigator = Partial<Pick<Navigator, 'sendBeacon'>>;

/** A beacon's signature is made again when the last one is older than this (it is reused for 2 minutes). */
const PREPARE_INTERVAL_MS = 60 * 1000;

/**
 * The browser's transport to the analytics service, on its host (spec §7; the page's origin locally); the access-token
 * cookie goes along so that the service knows a signed-in sender (the analytics host answers CORS with credentials
 * where it is another origin). The sendBeacon fallback carries text/plain, the one JSON carrier
 * that sendBeacon may send without a CORS preflight; the service reads both that and application/json.
 */
export function browserTransport({
  url = serviceUrl(pageServiceBases(), 'analytics', recordEvents.path),
  nav = navigator as BeaconNavigator,
  fetchEvents = fetch,
  headers = pageRequestHeaders(),
  now = Date.now,
}: { url?: string; nav?: BeaconNavigator; fetchEvents?: typeof fetch; headers?: RequestHeaders; now?: () => number } = {}): EventTransport {
  let preparedAt = -Infinity;
  const send = (body: string, specHeaders: Record<string, string>) =>
    fetchEvents(url, { method: recordEvents.method, body, headers: { ...specHeaders, 'content-type': 'application/json' }, keepalive: true, credentials: 'include' });
  const sendBeacon = (body: string) => {
    try {
      if (typeof nav.sendBeacon === 'function') nav.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
    } catch {
      // nothing more to try: analytics never troubles the page
    }
  };
  return {
    async post(body) {
      preparedAt = now();
      return send(body, await headers.forRequest(recordEvents.method, url));
    },
    beacon(body) {
      try {
        send(body, headers.forRequestNow(recordEvents.method, url)).catch(() => sendBeacon(body));
      } catch {
        sendBeacon(body);
      }
    },
    prepare() {
      if (now() - preparedAt < PREPARE_INTERVAL_MS) return;
      preparedAt = now();
      headers.forRequest(recordEvents.method, url).catch(() => undefined);
    },
  };
}

/** Sends the queue by beacon when the page is hidden (tab switch, app switch on phones) or unloaded; answers the unsubscribe. */
export function flushWhenPageHides(queue: EventQueue, win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document): () => void {
  const onPageHide = () => queue.flush('beacon');
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') queue.flush('beacon');
  };
  win.addEventListener('pagehide', onPageHide);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
