// The single Next API adapter: request id, raw body, logging, then executeRoute. Every pages/api file uses it and
// declares `export const config = { api: { bodyParser: false } }` (Next reads that literal statically), so that
// malformed bodies still get the typed error body instead of Next's plain-text 400.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { AppError, toErrorBody } from '../../lib/errors';
import { env } from '../env';
import { logger } from '../logger';
import { DEFAULT_BODY_LIMIT, executeRoute } from './execute-route';
import { assertDeclaredLength, readBody, reserveBody } from './read-body';
import type { AnyRoute } from './route';

const REQUEST_ID_FORM = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_FORM.test(incoming) ? incoming : randomUUID();
}

/** The client's address: the socket's peer, or — behind TRUST_PROXY proxies of our own, each of which appends the
 *  address it was called from to X-Forwarded-For — the hop those proxies appended last, i.e. the `TRUST_PROXY`-th from
 *  the right. Everything left of it was written by the client and is never believed. */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies = env().TRUST_PROXY): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? peer;
}

function pathParamNames(routes: AnyRoute[]): Set<string> {
  return new Set(routes.flatMap((route) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)));
}

export function apiHandler(...routes: AnyRoute[]) {
  const paramNames = pathParamNames(routes);

  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const log = logger().child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');

    const params: Record<string, string | string[] | undefined> = {};
    const query: Record<string, string | string[] | undefined> = {};
    for (const [key, value] of Object.entries(req.query)) (paramNames.has(key) ? params : query)[key] = value;

    let response;
    let releaseBody = () => {};
    try {
      const route = routes.find((candidate) => candidate.method === req.method?.toUpperCase());
      const ip = clientIp(req);
      // Who may send this body is settled before it is read (a large upload without a token is refused unread).
      if (route?.admit) await route.admit({ headers: req.headers, ip });
      let rawBody: Buffer | undefined;
      let bodyStream: typeof req | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const limit = route?.bodyLimit ?? DEFAULT_BODY_LIMIT;
        releaseBody = reserveBody(limit);
        // Upload routes read their files as the bytes arrive (server/http/multipart.ts); other bodies are read here.
        if (route?.upload) {
          assertDeclaredLength(req, limit);
          bodyStream = req;
        } else {
          rawBody = await readBody(req, limit);
        }
      }
      const raw = { method: req.method ?? 'GET', params, query, headers: req.headers, rawBody, bodyStream, ip, peer: req.socket.remoteAddress ?? 'unknown', path: req.url?.split('?')[0] ?? '/', admitted: true };
      response = await executeRoute(routes, raw, { requestId, log });
      // An upload answered before its body was read to the end (refused, or failed early) is not read any further:
      // the connection closes with the answer.
      if (bodyStream && !req.readableEnded) res.setHeader('Connection', 'close');
    } catch (error) {
      const appError = error instanceof AppError ? error : new AppError('BadRequestError', { reason: 'The request could not be read.' });
      response = { status: appError.status, headers: {}, body: toErrorBody(appError) };
      // A body refused unread is not read afterwards either: the connection closes with the answer.
      if (!req.readableEnded) res.setHeader('Connection', 'close');
    } finally {
      releaseBody();
    }

    for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
    if (response.status === 204 || response.body === undefined) res.status(response.status).end();
    else if (Buffer.isBuffer(response.body)) res.status(response.status).end(response.body);
    else res.status(response.status).json(response.body);
    log.info(
      { method: req.method, path: req.url?.split('?')[0], status: response.status, durationMs: Math.round(performance.now() - started) },
      'request',
    );
  };
}
