// The single Next API adapter, mounted once by the catch-all pages/api/[...path].ts: finds the route of the path among
// the declared ones (router.ts), then request id, raw body, logging and executeRoute — or, for a streaming route,
// stream-route.ts. The catch-all declares `export const config = { api: { bodyParser: false } }` (Next reads that
// literal statically), so that malformed bodies still get the typed error body instead of Next's plain-text 400.
import type { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { AppError, toErrorBody } from '../../lib/errors';
import { signedInCaller } from '../auth/caller';
import { logger } from '../logger';
import { DEFAULT_BODY_LIMIT, executeRoute, type RouteResponse } from './execute-route';
import { assertDeclaredLength, pacedBody, readBody, reserveBody, type PacedBody } from './read-body';
import { clientIp, requestIdOf } from './request-meta';
import type { AnyRoute } from './route';
import { createRouter } from './router';
import { streamHandler, type AnyStreamRoute, type WithEventStream } from './stream-route';

type Query = Record<string, string | string[]>;

/** The query string as Next's req.query has it: one string per name, an array for a repeated name. */
function queryOf(search: URLSearchParams): Query {
  const query: Query = {};
  for (const [name, value] of search) {
    const existing = query[name];
    query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

const isStreamRoute = (route: AnyRoute | AnyStreamRoute): route is AnyStreamRoute => 'stream' in route;
/** The streaming answer of a route: the route itself, or the one a JSON route adds (withEventStream) for requests
 *  that accept text/event-stream. */
function streamOf(route: AnyRoute | AnyStreamRoute, accept: string): AnyStreamRoute | undefined {
  if (isStreamRoute(route)) return route;
  const { eventStream } = route as Partial<WithEventStream>;
  return eventStream && accept.includes('text/event-stream') ? eventStream : undefined;
}

function send(res: NextApiResponse, response: RouteResponse) {
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (response.status === 204 || response.body === undefined) res.status(response.status).end();
  else if (Buffer.isBuffer(response.body)) res.status(response.status).end(response.body);
  else res.status(response.status).json(response.body);
}

export function apiHandler(declared: readonly (AnyRoute | AnyStreamRoute)[]) {
  const router = createRouter(declared);
  const streamRoutes = declared.flatMap((route) => (isStreamRoute(route) ? [route] : ((route as Partial<WithEventStream>).eventStream ?? [])));
  const streams = new Map(streamRoutes.map((route) => [route, streamHandler(route)]));

  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const log = logger().child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');

    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const query = queryOf(url.searchParams);
    let response: RouteResponse;
    let releaseBody = () => {};
    let paced: PacedBody | undefined;
    try {
      const match = router.match(url.pathname);
      if (!match) throw new AppError('NotFoundError', { reason: 'No API route at this path.' });
      const { params } = match;
      const accept = String(req.headers.accept ?? '');
      const stream = match.routes.flatMap((candidate) => (candidate.method === req.method?.toUpperCase() ? (streamOf(candidate, accept) ?? []) : []))[0];
      if (stream) return await streams.get(stream)!(req, res, { params, query, requestId, log });
      const routes = match.routes.filter((candidate): candidate is AnyRoute => !isStreamRoute(candidate));
      const route = routes.find((candidate) => candidate.method === req.method?.toUpperCase());
      const ip = clientIp(req);
      const limit = route?.bodyLimit ?? DEFAULT_BODY_LIMIT;
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      // Who sends a large body is settled before it is read or holds a slot (a large upload without a token is refused
      // unread; a visitor never holds a slot of the signed-in pool): the caller of a signed-in route, then its checks.
      const holder = hasBody && route && limit > DEFAULT_BODY_LIMIT && route.auth !== 'visitor' ? (await signedInCaller(req.headers)).userUuid : null;
      if (route?.admit) await route.admit({ headers: req.headers, ip });
      let rawBody: Buffer | undefined;
      let bodyStream: Readable | undefined;
      if (hasBody) {
        assertDeclaredLength(req, limit);
        releaseBody = reserveBody(limit, holder);
        paced = pacedBody(req);
        // Upload routes read their files as the bytes arrive (server/http/multipart.ts); other bodies are read here.
        if (route?.upload) bodyStream = paced.body;
        else rawBody = await readBody(paced.body, limit);
      }
      const raw = { method: req.method ?? 'GET', params, query, headers: req.headers, rawBody, bodyStream, ip, peer: req.socket.remoteAddress ?? 'unknown', path: req.url?.split('?')[0] ?? '/', admitted: true };
      response = await executeRoute(routes, raw, { requestId, log });
      // A body cut for its pace is answered as such, whatever the route made of its end.
      const cut = paced?.cut();
      if (cut) response = { status: cut.status, headers: {}, body: toErrorBody(cut) };
      // An upload answered before its body was read to the end (refused, or failed early) is not read any further:
      // the connection closes with the answer.
      if (bodyStream && !req.readableEnded) res.setHeader('Connection', 'close');
    } catch (error) {
      const appError = error instanceof AppError ? error : new AppError('BadRequestError', { reason: 'The request could not be read.' });
      response = { status: appError.status, headers: {}, body: toErrorBody(appError) };
      // A body refused unread is not read afterwards either: the connection closes with the answer.
      if (!req.readableEnded) res.setHeader('Connection', 'close');
    } finally {
      paced?.stop();
      releaseBody();
    }

    send(res, response);
    log.info(
      { method: req.method, path: req.url?.split('?')[0], status: response.status, durationMs: Math.round(performance.now() - started) },
      'request',
    );
  };
}
