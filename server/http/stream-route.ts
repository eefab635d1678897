// The streaming route kind: a route whose answer is a stream of Server-Sent Events (AI answers, chat messages, job
// progress). Declared like any route — method, path, zod schemas of its input, the schema of each event's data, error
// types — and checked by the same code before the stream starts (signature, `admit`, validation: executeRoute), so a
// bad request gets the usual typed JSON error with its status. Once it starts:
//   - headers that keep proxies and compression from buffering it: `Content-Type: text/event-stream`, `Cache-Control:
//     no-cache, no-transform`, `X-Accel-Buffering: no`, flushed at once — or, for a route that `signalsReady`, when its
//     stream calls `ready()` (after subscribing to what it forwards: a client that has seen the 200 and then causes an
//     event gets it; the chat stream missed a message sent right after its 200 on a busy machine);
//   - a comment line every `heartbeatMs` (15 s) so that idle connections are not cut by proxies;
//   - `send(data, { id, event })` checks the data against the event schema and writes one event;
//   - the client going away aborts `signal`, which ends the work;
//   - a reconnecting client's `Last-Event-ID` header reaches the route as `lastEventId`, to resume after it;
//   - an error thrown while streaming ends the stream with one `error` event carrying the typed error body;
//   - `prepare` does the work that may still refuse the request (ownership, quotas, storing what must not be lost)
//     before the stream starts, so that its refusal is the usual typed JSON error with its status;
//   - a stream lives no longer than the sign-in that opened it (security issue 28): it keeps the caller's session
//     (server/auth/stream-session.ts) and checks it again before each batch of events and each heartbeat, at the access
//     token's expiry, and whenever sign-ins of the account are announced ended (server/auth/ended-sign-ins.ts, across
//     processes); once the token has expired or the sign-in is revoked it ends with one `error` event carrying
//     AuthorizationError, which the client answers by renewing its token and reconnecting, or by stopping;
//   - one user has at most MAX_OPEN_STREAMS_PER_USER streams open in a process; the next is TooManyRequestsError.
// A JSON route may stream too (withEventStream): one endpoint, one declaration in the routes list, and a request that
// accepts text/event-stream gets the events while any other gets the JSON answer.
// In the browser, read it with fetch and a streaming parser (EventSource can neither POST nor send a bearer token).
import type { IncomingHttpHeaders } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { AppError, toErrorBody } from '../../lib/errors';
import { onSignInsEnded } from '../auth/ended-sign-ins';
import { isSessionLive, streamSessionOf, type StreamSession } from '../auth/stream-session';
import type { logger } from '../logger';
import { DEFAULT_BODY_LIMIT, executeRoute } from './execute-route';
import { assertDeclaredLength, pacedBody, readBody } from './read-body';
import { clientIp } from './request-meta';
import type { AuthRule, Endpoint } from '../../lib/api/endpoints';
import type { AnyRoute, Caller, Declared, RouteBase, RouteDefinition } from './route';

type AnyObjectSchema = z.ZodType<Record<string, unknown>>;

const DEFAULT_HEARTBEAT_MS = 15_000;
/** Streams one user may hold open in one process (tabs, the navbar's badge and an AI answer need a few). */
export const MAX_OPEN_STREAMS_PER_USER = 10;
const OPEN_STREAMS_RETRY_SECONDS = 30;
/** Longest accepted Last-Event-ID (the spec of the header has none; ours are short). */
const MAX_LAST_EVENT_ID = 200;

type PrepareContext<P, Q, B, A extends AuthRule> = {
  /** Who called (the route's auth rule, as for every route). */
  caller: Caller<A>;
  params: P;
  query: Q;
  body: B;
  headers: IncomingHttpHeaders;
  ip: string;
};

type StreamContext<P, Q, B, E, A extends AuthRule, S> = PrepareContext<P, Q, B, A> & {
  /** What `prepare` answered (undefined without one). */
  prepared: S;
  /** The id of the last event the client received before it reconnected, if it says so. */
  lastEventId: string | null;
  /** Aborted when the client goes away: stop the work. */
  signal: AbortSignal;
  /** Writes one event (data checked against the route's event schema); false once the client has gone. */
  send(data: E, options?: { id?: string; event?: string }): boolean;
  /** For a route that `signalsReady`: the stream is set up (subscribed), its headers go to the client now. */
  ready(): void;
};

/** What a streaming route adds to the checks of every route: its events, and the work before and during the stream. */
type StreamParts<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, E extends z.ZodType, A extends AuthRule, S> = {
  /** The schema of each event's data. */
  event: E;
  heartbeatMs?: number;
  /** The headers wait for the stream's `ready()` (or its first event) instead of going at once. */
  signalsReady?: true;
  /** Runs before the stream starts: a typed error thrown here is answered as JSON with its status. */
  prepare?(context: PrepareContext<z.output<P>, z.output<Q>, z.output<B>, A>): Promise<S>;
  stream(context: StreamContext<z.output<P>, z.output<Q>, z.output<B>, z.input<E>, A, S>): Promise<void>;
};

export type StreamRouteDefinition<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, E extends z.ZodType, A extends AuthRule = AuthRule, S = undefined> = RouteBase<P, Q, B> &
  StreamParts<P, Q, B, E, A, S>;

export type AnyStreamRoute = StreamRouteDefinition<AnyObjectSchema, AnyObjectSchema, z.ZodType, z.ZodType, AuthRule, unknown>;

export function defineStreamRoute<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, E extends z.ZodType, D extends Endpoint, S = undefined>(
  route: Declared<StreamRouteDefinition<P, Q, B, E, D['auth'], S>, D>,
): StreamRouteDefinition<P, Q, B, E, D['auth'], S> {
  const { endpoint, ...rest } = route;
  return { ...rest, method: endpoint.method, path: endpoint.path, auth: endpoint.auth } as StreamRouteDefinition<P, Q, B, E, D['auth'], S>;
}

/** A JSON route whose endpoint also answers `Accept: text/event-stream`, with the events of `parts`. */
export type WithEventStream = { eventStream: AnyStreamRoute };

/**
 * Adds a streaming answer to a JSON route: the same endpoint, schemas, auth rule and errors; the routes list holds the
 * JSON route (the API description documents both media types) and the adapter streams when the request asks for it.
 */
export function withEventStream<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, R extends z.ZodType, A extends AuthRule, E extends z.ZodType, S = undefined>(
  route: RouteDefinition<P, Q, B, R, A>,
  parts: StreamParts<P, Q, B, E, A, S>,
): RouteDefinition<P, Q, B, R, A> & WithEventStream {
  const { method, path, auth, summary, tag, params, query, body, errors, bodyLimit, admit } = route;
  const eventStream: StreamRouteDefinition<P, Q, B, E, A, S> = { method, path, auth, summary, tag, params, query, body, errors, bodyLimit, admit, ...parts };
  return { ...route, eventStream: eventStream as unknown as AnyStreamRoute };
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

const openStreams = new Map<string, number>();

/** Room for one more stream of the user while it is open; the returned function gives it back. */
function reserveStream(userUuid: string): () => void {
  const open = openStreams.get(userUuid) ?? 0;
  if (open >= MAX_OPEN_STREAMS_PER_USER) throw new AppError('TooManyRequestsError', { retryAfterSeconds: OPEN_STREAMS_RETRY_SECONDS });
  openStreams.set(userUuid, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openStreams.get(userUuid) ?? 1) - 1;
    if (left > 0) openStreams.set(userUuid, left);
    else openStreams.delete(userUuid);
  };
}

const signInEnded = () => new AppError('AuthorizationError', { reason: 'The sign-in of this stream has ended or its access token has expired; renew it and reconnect.' });

/** The validated input of a request, through the same path as every other route (executeRoute). */
async function checkedInput(route: AnyStreamRoute, raw: Parameters<typeof executeRoute>[1], requestId: string, log: ReturnType<typeof logger>) {
  const gate: AnyRoute = {
    method: route.method,
    path: route.path,
    auth: route.auth,
    summary: route.summary,
    tag: route.tag,
    params: route.params,
    query: route.query,
    body: route.body,
    bodyLimit: route.bodyLimit,
    admit: route.admit,
    response: z.any(),
    handle: async ({ params, query, body, caller, headers, ip }) => {
      // The stream's room is taken before `prepare` does work that a refused stream would waste.
      const release = caller ? reserveStream(caller.userUuid) : () => undefined;
      try {
        return { params, query, body, caller, release, prepared: await route.prepare?.({ params, query, body, caller, headers, ip }) };
      } catch (error) {
        release();
        throw error;
      }
    },
  };
  return executeRoute([gate], raw, { requestId, log });
}

/** Serves a streaming route once apiHandler has matched it (its path params and the query already read). */
export function streamHandler(route: AnyStreamRoute) {
  const heartbeatMs = route.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;

  return async function handler(
    req: NextApiRequest,
    res: NextApiResponse,
    { params, query, requestId, log }: { params: Record<string, string>; query: Record<string, string | string[]>; requestId: string; log: ReturnType<typeof logger> },
  ) {
    let checked;
    try {
      let rawBody: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
        assertDeclaredLength(req, limit);
        const paced = pacedBody(req);
        try {
          rawBody = await readBody(paced.body, limit);
        } finally {
          paced.stop();
        }
      }
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
    const { release, ...input } = checked.body as { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown; caller: Caller<AuthRule>; prepared: unknown; release: () => void };

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    /** The headers go at once, or when the stream is ready (a write sends them too). Node's `headersSent` is already
     *  true after writeHead, before anything went out: a flag of its own. */
    let flushed = false;
    const flushHeaders = () => {
      if (flushed) return;
      flushed = true;
      res.flushHeaders();
    };
    if (!route.signalsReady) flushHeaders();
    const aborted = new AbortController();
    const open = () => !aborted.signal.aborted && !res.writableEnded;
    res.on('close', () => aborted.abort());

    const session: StreamSession | null = input.caller ? streamSessionOf(input.caller, req.headers) : null;
    /** Ends the stream with one error event (the work stops with `signal`). */
    const endWith = (error: AppError) => {
      if (!open()) return;
      res.write(formatEvent(toErrorBody(error), { event: 'error' }));
      res.end();
      aborted.abort();
    };
    /** Whether the stream may go on; ends it otherwise (a failed check ends it too: nothing unchecked is sent). */
    const stillSignedIn = async (): Promise<boolean> => {
      if (!session) return true;
      try {
        if (await isSessionLive(session)) return true;
        endWith(signInEnded());
      } catch (error) {
        log.error({ err: error, route: `${route.method} ${route.path}` }, 'the sign-in of a stream could not be checked');
        endWith(new AppError('NoErrorType', { requestId }));
      }
      return false;
    };

    // The events of a signed-in stream are written in batches, each after a check of the session begun once every event
    // of the batch was sent: one check at a time, however fast the events come.
    let pending: string[] = [];
    let writing: Promise<void> | undefined;
    const writePending = async () => {
      while (pending.length > 0 && open()) {
        const batch = pending;
        pending = [];
        if ((await stillSignedIn()) && open()) res.write(batch.join(''));
      }
      pending = [];
      writing = undefined;
    };

    const heartbeat = setInterval(() => {
      if (!open()) return;
      if (!session) res.write(': heartbeat\n\n');
      else void stillSignedIn().then((live) => live && open() && res.write(': heartbeat\n\n'));
    }, heartbeatMs);
    const expiry = session ? setTimeout(() => endWith(signInEnded()), Math.max(0, session.expiresAtMs - Date.now())) : undefined;
    let unsubscribe: (() => void) | undefined;
    try {
      if (session) {
        unsubscribe = await onSignInsEnded(session.claims.accountUuid, () => void stillSignedIn());
        // A sign-in that ended between the request's check and the subscription is not missed.
        await stillSignedIn();
      }
      if (open()) {
        await route.stream({
          ...input,
          headers: req.headers,
          ip: clientIp(req),
          lastEventId: lastEventIdOf(req.headers),
          signal: aborted.signal,
          ready: flushHeaders,
          send(data, options) {
            if (!open()) return false;
            const text = formatEvent(route.event.parse(data), options);
            if (!session) {
              res.write(text);
              return true;
            }
            pending.push(text);
            writing ??= writePending();
            return true;
          },
        });
      }
      await writing;
    } catch (error) {
      await writing;
      const appError = error instanceof AppError ? error : new AppError('NoErrorType', { requestId });
      if (!(error instanceof AppError)) log.error({ err: error, route: `${route.method} ${route.path}` }, 'unhandled error in a stream');
      if (open()) res.write(formatEvent(toErrorBody(appError), { event: 'error' }));
    } finally {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe?.();
      release();
      if (!res.writableEnded) res.end();
    }
  };
}
