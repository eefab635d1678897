// Runs one request through a route: picks it by method, validates params, query and body with zod, calls the
// use case, shapes the answer, and turns every thrown error into the typed error body. Framework-free, so the
// Next adapter and the integration tests share it.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type pino from 'pino';
import { z } from 'zod';
import { AppError, toErrorBody, type ErrorBody } from '../../lib/errors';
import { authenticate, authorize } from '../auth/caller';
import { binaryResponseSchema, redirectResponseSchema, type AnyRoute, type BinaryResponse } from './route';
import { checkRequestSignature } from './request-signature';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export type RawRequest = {
  method: string;
  params: Record<string, string | string[] | undefined>;
  query: Record<string, string | string[] | undefined>;
  headers: IncomingHttpHeaders;
  rawBody?: Buffer;
  /** Upload routes (`upload` set): the body as it arrives, not read beforehand (the Next adapter). */
  bodyStream?: Readable;
  /** Caller address; tests may leave it out. */
  ip?: string;
  /** The socket's peer address; defaults to `ip`. */
  peer?: string;
  /** Request path without the query; defaults to the route's path template. */
  path?: string;
  /** The route's admit checks already ran (before the body was read, by the Next adapter). */
  admitted?: boolean;
};

export type RouteResponse = { status: number; headers: Record<string, string | string[]>; body: unknown };

type Location = 'path' | 'query' | 'body';
/** One failed rule; the bounds and format travel along so that clients can word the message in their language. */
type ValidationIssue = {
  in: Location;
  path: (string | number)[];
  code: string;
  message: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  origin?: string;
};

const ISSUE_DETAILS = ['minimum', 'maximum', 'format', 'origin'] as const;

export function toValidationIssue(location: Location, issue: z.core.$ZodIssue): ValidationIssue {
  const details: Partial<ValidationIssue> = {};
  for (const key of ISSUE_DETAILS) {
    const value = (issue as unknown as Record<string, unknown>)[key];
    if (typeof value === 'number' || typeof value === 'string') (details as Record<string, unknown>)[key] = value;
  }
  return { in: location, path: issue.path as (string | number)[], code: issue.code, message: issue.message, ...details };
}

const emptyObject = z.object({});

/** The FormValidationError of a list of issues: messages per field path, and the issues themselves. */
export function validationError(issues: ValidationIssue[]): AppError {
  // A Map, not an object: a field named __proto__ (or constructor…) must become a key, not reach the prototype.
  const fields = new Map<string, string[]>();
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : issue.in;
    fields.set(key, [...(fields.get(key) ?? []), issue.message]);
  }
  return new AppError('FormValidationError', { fields: Object.fromEntries(fields), issues });
}

function parseJsonBody(route: AnyRoute, raw: RawRequest): unknown {
  const text = raw.rawBody?.toString('utf8') ?? '';
  if (text.trim() === '') return undefined;
  const contentType = String(raw.headers['content-type'] ?? '');
  if (route.acceptForm === true && contentType.includes('application/x-www-form-urlencoded')) {
    if (Buffer.byteLength(text) > (route.bodyLimit ?? DEFAULT_BODY_LIMIT)) throw new AppError('PayloadTooLargeError', { limitBytes: route.bodyLimit ?? DEFAULT_BODY_LIMIT });
    return Object.fromEntries(new URLSearchParams(text));
  }
  const textPlainAllowed = route.acceptTextPlainJson === true && contentType.includes('text/plain');
  if (!contentType.includes('application/json') && !textPlainAllowed) {
    throw new AppError('BadRequestError', { reason: 'The request body must be JSON (Content-Type: application/json).' });
  }
  if (Buffer.byteLength(text) > (route.bodyLimit ?? DEFAULT_BODY_LIMIT)) {
    throw new AppError('PayloadTooLargeError', { limitBytes: route.bodyLimit ?? DEFAULT_BODY_LIMIT });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BadRequestError', { reason: 'The request body is not valid JSON.' });
  }
}

/** NUL and unpaired UTF-16 surrogates: valid in JSON text and URLs, but PostgreSQL stores neither in text or jsonb. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

/** The issues of every string (and object key) in the input that the database could not store. */
export function unstorableCharacterIssues(location: Location, value: unknown, path: (string | number)[] = [], depth = 0): ValidationIssue[] {
  const issue = (at: (string | number)[]): ValidationIssue => ({ in: location, path: at, code: 'invalid_format', message: UNSTORABLE_MESSAGE, format: 'text' });
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? [issue(path)] : [];
  if (value === null || typeof value !== 'object' || depth > 64) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableCharacterIssues(location, item, [...path, index], depth + 1));
  return Object.entries(value).flatMap(([key, item]) =>
    UNSTORABLE_CHARACTER.test(key) ? [issue([...path, key])] : unstorableCharacterIssues(location, item, [...path, key], depth + 1),
  );
}

async function validateInput(route: AnyRoute, raw: RawRequest) {
  const issues: ValidationIssue[] = [];
  const check = async (location: Location, schema: z.ZodType, value: unknown) => {
    const result = await schema.safeParseAsync(value);
    if (result.success) {
      // Only what reaches the route is checked (unknown keys a schema strips do no harm); a route that takes items one
      // by one checks each item itself.
      const unstorable = location === 'body' && route.checksItemsItself ? [] : unstorableCharacterIssues(location, result.data);
      if (unstorable.length === 0) return result.data;
      issues.push(...unstorable);
      return undefined;
    }
    issues.push(...result.error.issues.map((issue) => toValidationIssue(location, issue)));
    return undefined;
  };
  const params = await check('path', route.params ?? emptyObject, raw.params);
  const query = await check('query', route.query ?? emptyObject.loose(), raw.query);
  const body = route.body ? await check('body', route.body, parseJsonBody(route, raw)) : undefined;
  if (issues.length > 0) throw validationError(issues);
  return { params: params as Record<string, unknown>, query: query as Record<string, unknown>, body };
}

const BYTE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The one byte range a Range header asks of a file of `size` bytes (RFC 9110 §14: `a-b`, `a-`, or the last `-n`),
 *  'unsatisfiable' past its end, or null for none, several ranges or a malformed one (then the whole file is sent, as
 *  a server may). */
function byteRange(header: string | string[] | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = typeof header === 'string' ? BYTE_RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

/** A file answer: the bytes as they are (body is a Buffer), never sniffed, cached only as the route says; with a
 *  file name, a download (Content-Disposition: attachment); where the route allows ranges, the one asked (206). */
function binaryResponse(status: number, { contentType, data, cacheControl, filename, ranges }: BinaryResponse, rangeHeader: string | string[] | undefined): RouteResponse {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Content-Length': String(data.length), 'X-Content-Type-Options': 'nosniff', 'Cache-Control': cacheControl ?? 'no-store' };
  if (filename) headers['Content-Disposition'] = `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
  if (!ranges || status !== 200) return { status, headers, body: data };
  headers['Accept-Ranges'] = 'bytes';
  const range = byteRange(rangeHeader, data.length);
  if (range === null) return { status, headers, body: data };
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'Content-Length': '0', 'Content-Range': `bytes */${data.length}` }, body: Buffer.alloc(0) };
  const part = data.subarray(range.start, range.end + 1);
  return { status: 206, headers: { ...headers, 'Content-Length': String(part.length), 'Content-Range': `bytes ${range.start}-${range.end}/${data.length}` }, body: part };
}

function errorResponse(error: AppError, headers: Record<string, string> = {}): RouteResponse {
  const body: ErrorBody = toErrorBody(error);
  return { status: error.status, headers, body };
}

export async function executeRoute(
  routes: AnyRoute[],
  raw: RawRequest,
  { requestId, log }: { requestId: string; log: pino.Logger },
): Promise<RouteResponse> {
  const route = routes.find((candidate) => candidate.method === raw.method.toUpperCase());
  if (!route) {
    const allowed = routes.map((candidate) => candidate.method);
    return errorResponse(new AppError('MethodNotAllowedError', { allowed }), { Allow: allowed.join(', ') });
  }
  try {
    const path = raw.path ?? route.path;
    if (route.admit && !raw.admitted) await route.admit({ headers: raw.headers, ip: raw.ip ?? '127.0.0.1' });
    const signed = checkRequestSignature(raw.headers, raw.method, path) === 'signed';
    const caller = await authenticate(route.auth, raw.headers);
    const input = await validateInput(route, raw);
    await authorize(route.auth, caller, input.params);
    const cookies: string[] = [];
    const result = await route.handle({
      ...input,
      caller,
      headers: raw.headers,
      ip: raw.ip ?? '127.0.0.1',
      peer: raw.peer ?? raw.ip ?? '127.0.0.1',
      path,
      signed,
      rawBody: raw.rawBody,
      bodyStream: raw.bodyStream,
      requestId,
      log,
      setCookie: (line) => void cookies.push(line),
    });
    if (route.binary) return binaryResponse(route.status ?? 200, await binaryResponseSchema.parseAsync(result), raw.headers.range);
    if (route.redirect) {
      const { location } = await redirectResponseSchema.parseAsync(result);
      return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...(cookies.length > 0 ? { 'Set-Cookie': cookies } : {}) }, body: undefined };
    }
    return { status: route.status ?? 200, headers: cookies.length > 0 ? { 'Set-Cookie': cookies } : {}, body: await route.response.parseAsync(result) };
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    log.error({ err: error, route: `${route.method} ${route.path}` }, 'unhandled error');
    return errorResponse(new AppError('NoErrorType', { requestId }));
  }
}
