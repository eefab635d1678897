import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_INTERVAL_MS } from '../../../config/analytics';
import type { AnalyticsEvent } from '../../contracts/analytics';
import { browserTransport, createEventQueue, flushWhenPageHides, type EventTransport } from '../send-events';

const event = (index: number) => ({ name: 'page_view', uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }) as AnalyticsEvent;
const sentEvents = (body: string) => (JSON.parse(body) as { events: AnalyticsEvent[] }).events.map((sent) => sent.uuid);

function fakeTransport() {
  const transport = { post: vi.fn(async (_body: string) => undefined), beacon: vi.fn((_body: string) => undefined) } satisfies EventTransport;
  return transport;
}

describe('the event queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes 2 s after the first event, not before', () => {
    expect(ANALYTICS_FLUSH_INTERVAL_MS).toBe(2000);
    const transport = fakeTransport();
    const queue = createEventQueue(transport);
    queue.add(event(1));
    vi.advanceTimersByTime(1000);
    queue.add(event(2));
    vi.advanceTimersByTime(999);
    expect(transport.post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(transport.post).toHaveBeenCalledTimes(1);
    expect(sentEvents(transport.post.mock.calls[0]![0])).toEqual([event(1).uuid, event(2).uuid]);
    expect(queue.size()).toBe(0);
  });

  it('starts a new 2 s wait with the next event', () => {
    const transport = fakeTransport();
    const queue = createEventQueue(transport);
    queue.add(event(1));
    vi.advanceTimersByTime(2000);
    vi.advanceTimersByTime(5000);
    expect(transport.post).toHaveBeenCalledTimes(1);
    queue.add(event(2));
    vi.advanceTimersByTime(1999);
    expect(transport.post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(transport.post).toHaveBeenCalledTimes(2);
  });

  it('flushes at once at 20 events, not at 19', () => {
    expect(ANALYTICS_BATCH_SIZE).toBe(20);
    const transport = fakeTransport();
    const queue = createEventQueue(transport);
    for (let index = 1; index <= 19; index += 1) queue.add(event(index));
    expect(transport.post).not.toHaveBeenCalled();
    queue.add(event(20));
    expect(transport.post).toHaveBeenCalledTimes(1);
    expect(sentEvents(transport.post.mock.calls[0]![0])).toHaveLength(20);
    vi.advanceTimersByTime(2000);
    expect(transport.post).toHaveBeenCalledTimes(1); // the timer went with the flush
  });

  it('sends by beacon when the page is hidden or goes away, in batches of 20', () => {
    const transport = fakeTransport();
    const queue = createEventQueue(transport, { batchSize: 2 });
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const stop = flushWhenPageHides(queue, win, doc);
    queue.add(event(1));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(transport.beacon).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(transport.beacon).toHaveBeenCalledTimes(1);
    queue.add(event(2));
    queue.add(event(3)); // a batch of two goes by post at once
    queue.add(event(4));
    win.dispatchEvent(new Event('pagehide'));
    expect(transport.beacon).toHaveBeenCalledTimes(2);
    expect(sentEvents(transport.beacon.mock.calls[1]![0])).toEqual([event(4).uuid]);
    stop();
    queue.add(event(5));
    win.dispatchEvent(new Event('pagehide'));
    expect(transport.beacon).toHaveBeenCalledTimes(2);
    expect(transport.post).toHaveBeenCalledTimes(1);
  });

  it('never lets a failed send reach the page', async () => {
    const transport = { post: vi.fn(async () => Promise.reject(new Error('offline'))), beacon: vi.fn() };
    const queue = createEventQueue(transport);
    queue.add(event(1));
    vi.advanceTimersByTime(2000);
    await vi.runAllTimersAsync();
    expect(transport.post).toHaveBeenCalledTimes(1);
  });
});

describe('the browser transport', () => {
  const SIGNATURE = `t=1795600000000,s=${'b'.repeat(64)}`;
  /** A header builder that signs only when asked to wait (forRequest), as the real one does with Web Crypto. */
  function fakeHeaders() {
    let signed = false;
    const device = { 'X-Platform': 'web', 'X-Interface-Language': 'de', 'X-Device-Uuid': '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'X-Time-Format': '24h' };
    return {
      forRequest: vi.fn(async () => {
        signed = true;
        return { ...device, 'X-Signature': SIGNATURE };
      }),
      forRequestNow: vi.fn(() => (signed ? { ...device, 'X-Signature': SIGNATURE } : { ...device })),
    };
  }

  it('posts JSON with keepalive and every header of spec §7 to the analytics service', async () => {
    const fetchEvents = vi.fn(async () => new Response(null, { status: 202 }));
    await browserTransport({ fetchEvents, nav: {}, headers: fakeHeaders() }).post('{"events":[]}');
    expect(fetchEvents).toHaveBeenCalledWith('/api/analytics/events', expect.objectContaining({
      method: 'POST',
      keepalive: true,
      body: '{"events":[]}',
      headers: expect.objectContaining({ 'content-type': 'application/json', 'X-Platform': 'web', 'X-Interface-Language': 'de', 'X-Time-Format': '24h', 'X-Signature': SIGNATURE }),
    }));
  });

  it('sends a beacon synchronously as a keepalive fetch with the headers and the signature readied while events were queued', () => {
    const fetchEvents = vi.fn(async () => new Response(null, { status: 202 }));
    const sendBeacon = vi.fn(() => true);
    const headers = fakeHeaders();
    const transport = browserTransport({ fetchEvents, nav: { sendBeacon }, headers });
    transport.prepare?.();
    transport.beacon('{"events":[]}');
    expect(headers.forRequest).toHaveBeenCalledWith('POST', '/api/analytics/events');
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(fetchEvents).toHaveBeenCalledWith('/api/analytics/events', expect.objectContaining({ keepalive: true, headers: expect.objectContaining({ 'X-Device-Uuid': '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'X-Signature': SIGNATURE }) }));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('readies the signature at most once a minute while events keep coming', () => {
    let now = 0;
    const headers = fakeHeaders();
    const transport = browserTransport({ fetchEvents: vi.fn(), nav: {}, headers, now: () => now });
    transport.prepare?.();
    now = 59_999;
    transport.prepare?.();
    expect(headers.forRequest).toHaveBeenCalledTimes(1);
    now = 60_000;
    transport.prepare?.();
    expect(headers.forRequest).toHaveBeenCalledTimes(2);
  });

  it('falls back to sendBeacon (a text/plain blob, no headers possible) only when the fetch cannot be made', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const throwing = vi.fn(() => {
      throw new TypeError('keepalive not supported');
    });
    browserTransport({ fetchEvents: throwing as unknown as typeof fetch, nav: { sendBeacon }, headers: fakeHeaders() }).beacon('{"events":[]}');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/analytics/events');
    expect((blob as Blob).type).toBe('text/plain;charset=utf-8');
    expect(await (blob as Blob).text()).toBe('{"events":[]}');
    const rejecting = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    browserTransport({ fetchEvents: rejecting, nav: { sendBeacon }, headers: fakeHeaders() }).beacon('b');
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(2));
  });
});
