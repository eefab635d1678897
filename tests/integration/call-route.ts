// Calls a route the way the Next adapter does (executeRoute), for integration tests: JSON body, host and headers.
import pino from 'pino';
import { executeRoute, type RouteResponse } from '../../server/http/execute-route';
import type { AnyRoute } from '../../server/http/route';

const meta = { requestId: 'test-request', log: pino({ level: 'silent' }) };

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON-encoded unless it is a Buffer (then sent as is, with the content type from headers). */
  body?: unknown;
  host?: string;
  headers?: Record<string, string>;
  /** Bearer access token. */
  token?: string;
  ip?: string;
  /** The socket's peer address (defaults to ip). */
  peer?: string;
  path?: string;
};

export function callRoute(route: unknown, { params = {}, query = {}, body, host = 'de.localhost:3000', headers = {}, token, ip, peer, path }: CallOptions = {}): Promise<RouteResponse> {
  const typed = route as AnyRoute;
  const rawBody = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  return executeRoute([typed], {
    method: typed.method,
    params,
    query,
    headers: { host, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    rawBody,
    ip,
    peer,
    path,
  }, meta);
}

/** The error type of a response, if it is an error. */
export const errorType = (response: { body: unknown }) => (response.body as { error?: { type: string } }).error?.type;

let counter = 0;
/** A fresh address per call, so tests never collide. */
export const uniqueEmail = (prefix = 'student') => `${prefix}${Date.now()}${counter++}@example.org`;
