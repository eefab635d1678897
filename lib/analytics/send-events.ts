// The event queue: events wait in memory and go to the analytics service (POST /api/analytics/events, body
// {events: [...]}) 2 s after the first one arrived, at once when 20 are waiting, and by beacon when the page is
// hidden or goes away. A failed send is dropped silently: analytics never troubles the user, and the service
// stores each event uuid once, so nothing would break if a later version retried.
import { ANALYTICS_BATCH_SIZE, ANALYTICS_EVENTS_PATH, ANALYTICS_FLUSH_INTERVAL_MS } from '../../config/analytics';
import type { AnalyticsEvent } from '../contracts/analytics';

export type EventTransport = {
  /** The regular send (fetch with keepalive). */
  post(body: string): Promise<unknown>;
  /** The send while the page goes away: navigator.sendBeacon, else fetch with keepalive. */
  beacon(body: string): void;
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
      if (waiting.length >= batchSize) flush();
      else timer ??= setTimeout(() => flush(), flushIntervalMs);
    },
    flush,
    size: () => waiting.length,
  };
}

type BeaconNavigator = Partial<Pick<Navigator, 'sendBeacon'>>;

/**
 * The browser's transport to the analytics service on the page's origin. Beacons carry text/plain, the one JSON
 * carrier that sendBeacon may send without a CORS preflight; the service reads both that and application/json.
 */
export function browserTransport({ url = ANALYTICS_EVENTS_PATH, nav = navigator as BeaconNavigator, fetchEvents = fetch }: { url?: string; nav?: BeaconNavigator; fetchEvents?: typeof fetch } = {}): EventTransport {
  const post = (body: string, contentType: string) =>
    fetchEvents(url, { method: 'POST', body, headers: { 'content-type': contentType }, keepalive: true, credentials: 'same-origin' });
  return {
    post: (body) => post(body, 'application/json'),
    beacon(body) {
      let queued = false;
      try {
        queued = typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
      } catch {
        queued = false;
      }
      if (!queued) post(body, 'text/plain;charset=UTF-8').catch(() => undefined);
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
