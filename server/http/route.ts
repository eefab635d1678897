// A route: its endpoint (method, path and who may call it, from lib/api/endpoints.ts), zod schemas for its input and
// output, and the use case it calls. One source for the mounting (server/http/router.ts), the handler's validation and
// authorization, the OpenAPI document and the fuzz suite.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type pino from 'pino';
import { z } from 'zod';
import type { AuthRule, Endpoint, HttpMethod } from '../../lib/api/endpoints';
import type { ErrorType } from '../../lib/errors';
import type { AccessClaims } from '../auth/access-tokens';

/** Who called: the verified access token's claims; null on a visitor route called without a (valid) token. */
export type Caller<A extends AuthRule> = A extends 'visitor' ? AccessClaims | null : AccessClaims;

type AnyObjectSchema = z.ZodType<Record<string, unknown>>;

export type RouteContext<P, Q, B, A extends AuthRule = AuthRule> = {
  /** Who called, found by executeRoute from the route's auth rule (the one way a route learns it). */
  caller: Caller<A>;
  params: P;
  query: Q;
  body: B;
  headers: IncomingHttpHeaders;
  /** The caller's address (the socket's peer; X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  /** The socket's peer address itself, whatever X-Forwarded-For says (loopback checks: server/http/loopback.ts). */
  peer: string;
  /** The request path as sent (without the query), for signature checks. */
  path: string;
  /** Whether the request carried a valid X-Signature (server/http/request-signature.ts); unsigned ones get stricter limits. */
  signed: boolean;
  /** The unparsed body, for routes that read another format than JSON (multipart uploads called in tests). */
  rawBody?: Buffer;
  /** Upload routes: the body as it arrives, read with readMultipartFiles (server/http/multipart.ts). */
  bodyStream?: Readable;
  requestId: string;
  log: pino.Logger;
  /** Adds a Set-Cookie line to a successful answer (the web client's HttpOnly refresh-token cookie, decision 020). */
  setCookie(line: string): void;
};

/** What every route declares, answering with JSON or with a stream of events (stream-route.ts). */
export type RouteBase<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType> = {
  method: HttpMethod;
  /** OpenAPI form, e.g. /api/v1/users/{id} */
  path: string;
  /** Who may call it (lib/api/endpoints.ts), checked before the use case runs. */
  auth: AuthRule;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Error types this route may answer with, for the API description (validation errors are implied). */
  errors?: ErrorType[];
  /** Maximum request body in bytes. */
  bodyLimit?: number;
  /**
   * Checks that run BEFORE the body is read (who the caller is, their quota), for routes that take large bodies: a
   * request that would be refused anyway is refused without reading up to `bodyLimit` bytes into memory.
   */
  admit?(request: { headers: IncomingHttpHeaders; ip: string }): Promise<void>;
};

export type RouteDefinition<
  P extends AnyObjectSchema = AnyObjectSchema,
  Q extends AnyObjectSchema = AnyObjectSchema,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends AuthRule = AuthRule,
> = RouteBase<P, Q, B> & {
  response: R;
  /** Success status, 200 unless said otherwise. */
  status?: number;
  /**
   * The route validates the items of its body one by one (keeping the good ones), including the check for text the
   * database cannot store; executeRoute then leaves that check of the body to it.
   */
  checksItemsItself?: boolean;
  /** Also read a text/plain body as JSON: navigator.sendBeacon posts its string or Blob as text/plain. */
  acceptTextPlainJson?: boolean;
  /** Also read an application/x-www-form-urlencoded body (an OpenID provider's form_post answer) as an object. */
  acceptForm?: boolean;
  /** A browser navigation's end: `response` is redirectResponseSchema and the answer a 303 to its `location`. */
  redirect?: boolean;
  /** The answer is a file, not JSON: `response` is binaryResponseSchema and handle returns a BinaryResponse. */
  binary?: boolean;
  /** Media type of a binary answer, for the API description (e.g. image/webp); application/octet-stream if unset. */
  binaryMediaType?: string;
  /** The request is multipart/form-data with a file in this field (read ctx.bodyStream ?? ctx.rawBody with
   *  readMultipartFiles, no `body`; the body is streamed, not read beforehand),
   *  for the API description; `mediaTypes` are the accepted file types. */
  upload?: { field: string; mediaTypes?: readonly string[]; description?: string };
  handle(context: RouteContext<z.output<P>, z.output<Q>, z.output<B>, A>): Promise<z.input<R>>;
};

/** What a `binary` route's handle returns: sent as is, with this Content-Type and Cache-Control (default no-store). */
export const binaryResponseSchema = z.object({
  contentType: z.string().min(1),
  data: z.instanceof(Buffer),
  cacheControl: z.string().min(1).optional(),
  /** Sent as a download under this name. */
  filename: z.string().min(1).max(200).optional(),
  /** Answers one byte range of the file when asked (`Range: bytes=a-b`, 206): what media players ask for, and Safari
   *  plays a sound or video only from a server that does. */
  ranges: z.boolean().optional(),
});
export type BinaryResponse = z.infer<typeof binaryResponseSchema>;

/** What a `redirect` route's handle returns: where the browser goes next (a path of the site, or an absolute URL). */
export const redirectResponseSchema = z.object({ location: z.string().min(1) });

export type AnyRoute = RouteDefinition<AnyObjectSchema, AnyObjectSchema, z.ZodType, z.ZodType>;

/** What a declaration names instead of method, path and auth: its endpoint, which carries them. */
export type Declared<T extends { method: HttpMethod; path: string; auth: AuthRule }, E extends Endpoint> = Omit<T, 'method' | 'path' | 'auth'> & { endpoint: E };

export function defineRoute<P extends AnyObjectSchema, Q extends AnyObjectSchema, B extends z.ZodType, R extends z.ZodType, E extends Endpoint>(
  route: Declared<RouteDefinition<P, Q, B, R, E['auth']>, E>,
): RouteDefinition<P, Q, B, R, E['auth']> {
  const { endpoint, ...rest } = route;
  return { ...rest, method: endpoint.method, path: endpoint.path, auth: endpoint.auth } as RouteDefinition<P, Q, B, R, E['auth']>;
}
