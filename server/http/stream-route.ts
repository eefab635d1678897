// The streaming route kind: a route whose answer is a stream of Server-Sent Events (AI answers, chat messages, job
// progress). Declared like any route — method, path, zod schemas of its input, the schema of each event's data, error
// types — and checked by the same code before the stream starts (signature, `admit`, validation: executeRoute), so a
// bad request gets the usual typed JSON error with its status. Once it starts:
//   - headers that keep proxies and compression from buffering it: `Content-Type: text/event-stream`, `Cache-Control:
//     no-cache, no-transform`, `X-Accel-Buffering: no`, flushed at once;
//   - a comment line every `heartbeatMs` (15 s) so that idle connections are not cut by proxies;
//   - `send(data, { id, event })` checks the data against the event schema and writes one event;
//   - the client going away aborts `signal`, which ends the work;
//   - a reconnecting client's `Last-Event-ID` header reaches the route as `lastEventId`, to resume after it;
//   - an error thrown while streaming ends the stream with one `error` event carrying the typed error body.
// In the browser, read it with fetch and a streaming parser (EventSource can neither POST nor send a bearer token).
import type { IncomingHttpHeaders } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { AppError, toErrorBody } from '../../lib/errors';
import { logger } from '../logger';
import { clientIp, requestIdOf } from './api-handler';
import { executeRoute } from './execute-route';
import { readBody } from './read-body';
import type { AnyRoute, RouteBase } from './route';

type AnyObjectSchema = z.ZodType<Record<string, unknown>>;

const DEFAULT_HEARTBEAT_MS = 15_000;
/** Longest accepted Last-Event-ID (the spec of the header has none; ours are short). */
const MAX_LAST_EVENT_ID = 200;

type StreamContext<P, Q, B, E> = {
  params: P;
  query: Q;
  body: B;
  headers: IncomingHttpHeaders;
  ip: string;
  /** The id of the last event the client received before it reconnected, if it says so. */
  lastEventId: string | null;
  /** Aborted when the client goes away: stop the work. */
  signal: AbortSignal;
  /** Writes one event (data checked against the route's event schema); false once the client has gone. */
  send(data: E, options?: { id?: string; event?: string }): boolean;
};

export type StreamRouteDefinition<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, E extends z.ZodType> = RouteBase<P, Q, B> & {
  /** The schema of each event's data. */
  event: E;
  heartbeatMs?: number;
  stream(context: StreamContext<z.output<P>, z.output<Q>, z.output<B>, z.input<E>>): Promise<void>;
};

export type AnyStreamRoute = StreamRouteDefinition<AnyObjectSchema, AnyObjectSchema, z.ZodType, z.ZodType>;

export function defineStreamRoute<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, E extends z.ZodType>(
  route: StreamRouteDefinition<P, Q, B, E>,
): StreamRouteDefinition<P, Q, B, E> {
  return route;
}

/** One event in the text/event-stream format: each line of the JSON data on its own `data:` line. */
export function formatEvent(data: unknown, { id, event }: { id?: string; event?: string } = {}): string {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  const lines = [...(id !== undefined ? [`id: ${oneLine(id)}`] : []), ...(event !== undefined ? [`event: ${oneLine(event)}`] : [])];
  for (const line of JSON.stringify(data).split('\n')) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n\n`;
}

function lastEventIdOf(headers: IncomingHttpHeaders): string | null {
  const value = headers['last-event-id'];
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_LAST_EVENT_ID ? value : null;
}

/** The validated input of a request, through the same path as every other route (executeRoute). */
async function checkedInput(route: AnyStreamRoute, raw: Parameters<typeof executeRoute>[1], requestId: string, log: ReturnType<typeof logger>) {
  const gate: AnyRoute = {
    method: route.method,
    path: route.path,
    summary: route.summary,
    tag: route.tag,
    params: route.params,
    query: route.query,
    body: route.body,
    bodyLimit: route.bodyLimit,
    admit: route.admit,
    response: z.any(),
    handle: async ({ params, query, body }) => ({ params, query, body }),
  };
  return executeRoute([gate], raw, { requestId, log });
}

/** The Next adapter of a streaming route (export `config = { api: { bodyParser: false, responseLimit: false } }`). */
export function streamHandler(route: AnyStreamRoute) {
  const heartbeatMs = route.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const paramNames = new Set([...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));

  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const requestId = requestIdOf(req);
    const log = logger().child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    const params: Record<string, string | string[] | undefined> = {};
    const query: Record<string, string | string[] | undefined> = {};
    for (const [key, value] of Object.entries(req.query)) (paramNames.has(key) ? params : query)[key] = value;

    let checked;
    try {
      const rawBody = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, route.bodyLimit ?? 1024 * 1024);
      const ip = clientIp(req);
      checked = await checkedInput(route, { method: req.method ?? 'GET', params, query, headers: req.headers, rawBody, ip, peer: req.socket.remoteAddress ?? 'unknown', path: req.url?.split('?')[0] ?? '/' }, requestId, log);
    } catch (error) {
      const appError = error instanceof AppError ? error : new AppError('BadRequestError', { reason: 'The request could not be read.' });
      checked = { status: appError.status, headers: {}, body: toErrorBody(appError) };
    }
    if (checked.status !== 200) {
      res.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(checked.headers)) res.setHeader(name, value);
      res.status(checked.status).json(checked.body);
      return;
    }

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const aborted = new AbortController();
    const open = () => !aborted.signal.aborted && !res.writableEnded;
    res.on('close', () => aborted.abort());
    const heartbeat = setInterval(() => open() && res.write(': heartbeat\n\n'), heartbeatMs);
    const input = checked.body as { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };
    try {
      await route.stream({
        ...input,
        headers: req.headers,
        ip: clientIp(req),
        lastEventId: lastEventIdOf(req.headers),
        signal: aborted.signal,
        send(data, options) {
          if (!open()) return false;
          res.write(formatEvent(route.event.parse(data), options));
          return true;
        },
      });
    } catch (error) {
      const appError = error instanceof AppError ? error : new AppError('NoErrorType', { requestId });
      if (!(error instanceof AppError)) log.error({ err: error, route: `${route.method} ${route.path}` }, 'unhandled error in a stream');
      if (open()) res.write(formatEvent(toErrorBody(appError), { event: 'error' }));
    } finally {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    }
  };
}
