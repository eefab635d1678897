// The streaming route kind over a real socket: checked like every route before it starts, then Server-Sent Events with
// the headers that keep proxies from buffering, heartbeats, resume after Last-Event-ID, the client's disconnect ending
// the work, and an error event with the typed body when the work fails; `prepare` refusing with a typed JSON error
// before the stream starts; and a JSON route that also streams (withEventStream), chosen by the Accept header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { buildOpenApiDocument } from '../openapi';
import { defineRoute, type AnyRoute } from '../route';
import { defineStreamRoute, formatEvent, withEventStream } from '../stream-route';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let stoppedEarly = false;

const countRoute = defineStreamRoute({
  endpoint: { method: 'GET', path: '/api/test/count', auth: 'visitor' },
  summary: 'Counts to `to`, one event per number',
  tag: 'test',
  query: z.object({ to: z.coerce.number().int().min(1).max(1000), pauseMs: z.coerce.number().int().min(0).max(1000).default(0), failAt: z.coerce.number().int().optional() }),
  event: z.object({ n: z.number().int() }),
  heartbeatMs: 40,
  stream: async ({ query, lastEventId, signal, send }) => {
    for (let n = lastEventId ? Number(lastEventId) + 1 : 1; n <= query.to; n += 1) {
      if (signal.aborted) {
        stoppedEarly = true;
        return;
      }
      if (n === query.failAt) throw new AppError('ForbiddenError', { reason: 'no further' });
      send({ n }, { id: String(n) });
      await sleep(query.pauseMs);
    }
  },
});

/** Counts up to `to` as JSON (the total) or, for a request that accepts text/event-stream, as events; refuses past 100. */
const sumRoute = withEventStream(
  defineRoute({
    endpoint: { method: 'POST', path: '/api/test/sum', auth: 'visitor' },
    summary: 'Counts to `to`',
    tag: 'test',
    body: z.object({ to: z.number().int().min(1) }),
    response: z.object({ total: z.number().int() }),
    errors: ['ForbiddenError'],
    handle: async ({ body }) => ({ total: body.to }),
  }),
  {
    event: z.object({ n: z.number().int() }),
    prepare: async ({ body }) => {
      if (body.to > 100) throw new AppError('ForbiddenError', { reason: 'too far' });
      return { from: 1 };
    },
    stream: async ({ body, prepared, send }) => {
      for (let n = prepared.from; n <= body.to; n += 1) send({ n });
    },
  },
);

/** A stream that takes 300 ms to subscribe to what it forwards (a bus), then says it is ready and waits for the client
 *  to go away; `subscribedAt` is when it was ready. */
let subscribedAt = 0;
const subscribingRoute = defineStreamRoute({
  endpoint: { method: 'GET', path: '/api/test/subscribing', auth: 'visitor' },
  summary: 'Subscribes, then streams until the client goes away',
  tag: 'test',
  event: z.object({ n: z.number().int() }),
  heartbeatMs: 60_000,
  signalsReady: true,
  stream: async ({ signal, ready }) => {
    await sleep(300);
    subscribedAt = Date.now();
    ready();
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  },
});

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer([sumRoute], [countRoute, subscribingRoute]);
});
afterAll(() => server.close());

/** The events of a finished stream: { id, event, data } per block; comment lines counted apart. */
function parse(text: string) {
  const blocks = text.split('\n\n').filter(Boolean);
  const comments = blocks.filter((block) => block.startsWith(':')).length;
  const events = blocks
    .filter((block) => !block.startsWith(':'))
    .map((block) => {
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      return { id: fields.id as string | undefined, event: fields.event as string | undefined, data: JSON.parse(fields.data as string) as unknown };
    });
  return { events, comments };
}

describe('streaming routes (Server-Sent Events)', () => {
  it('streams the events with ids, with the headers that keep proxies and compression from buffering', async () => {
    const response = await fetch(`${server.url}/api/test/count?to=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(parse(await response.text()).events).toEqual([1, 2, 3].map((n) => ({ id: String(n), event: undefined, data: { n } })));
  });

  it('a route that signals ready sends its headers only once it is set up: a client that has seen the 200 misses nothing', async () => {
    subscribedAt = 0;
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/test/subscribing`, { signal: controller.signal });
    const answeredAt = Date.now();
    expect(response.status).toBe(200);
    expect(subscribedAt).toBeGreaterThan(0);
    expect(answeredAt).toBeGreaterThanOrEqual(subscribedAt);
    controller.abort();
  });

  it('answers a bad request with the typed JSON error before any stream starts', async () => {
    const response = await fetch(`${server.url}/api/test/count?to=zero`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { type: 'FormValidationError', data: { fields: { to: [expect.any(String)] } } } });
  });

  it('resumes after the Last-Event-ID a reconnecting client sends', async () => {
    const response = await fetch(`${server.url}/api/test/count?to=5`, { headers: { 'Last-Event-ID': '3' } });
    expect(parse(await response.text()).events.map((event) => event.data)).toEqual([{ n: 4 }, { n: 5 }]);
  });

  it('sends heartbeats while the work is quiet', async () => {
    const response = await fetch(`${server.url}/api/test/count?to=2&pauseMs=150`);
    expect(parse(await response.text()).comments).toBeGreaterThanOrEqual(2);
  });

  it('ends the work when the client goes away', async () => {
    stoppedEarly = false;
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/test/count?to=1000&pauseMs=20`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await sleep(200);
    expect(stoppedEarly).toBe(true);
  });

  it('ends with an error event carrying the typed error when the work fails', async () => {
    const response = await fetch(`${server.url}/api/test/count?to=5&failAt=3`);
    const { events } = parse(await response.text());
    expect(events.at(-1)).toEqual({ id: undefined, event: 'error', data: { error: { type: 'ForbiddenError', data: { reason: 'no further' } } } });
    expect(events.slice(0, -1).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers one endpoint as JSON or as events, by the Accept header (withEventStream)', async () => {
    const post = (accept: string, to: number) => fetch(`${server.url}/api/test/sum`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify({ to }) });
    const json = await post('application/json', 3);
    expect([json.status, json.headers.get('content-type'), await json.json()]).toEqual([200, 'application/json', { total: 3 }]);
    const stream = await post('text/event-stream', 3);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(parse(await stream.text()).events.map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('answers a refusal of `prepare` as the typed JSON error with its status, before any stream starts', async () => {
    const response = await fetch(`${server.url}/api/test/sum`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify({ to: 101 }) });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: { type: 'ForbiddenError', data: { reason: 'too far' } } });
  });

  it('documents both answers of a route that also streams', () => {
    const document = buildOpenApiDocument([sumRoute as unknown as AnyRoute], { version: 'test' });
    const content = (document.paths['/api/test/sum']!.post as { responses: Record<string, { content: Record<string, unknown> }> }).responses['200']!.content;
    expect(Object.keys(content)).toEqual(['application/json', 'text/event-stream']);
  });

  it('writes multi-line data as several data lines', () => {
    expect(formatEvent({ text: 'a\nb' }, { id: '7', event: 'message' })).toBe('id: 7\nevent: message\ndata: {"text":"a\\nb"}\n\n');
  });
});
