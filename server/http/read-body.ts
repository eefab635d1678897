// Reading a request body within its route's limits, without letting large or slow bodies exhaust memory or other
// callers' room (security issue 28):
//   - a declared Content-Length over the limit is refused before a byte is read, a body that grows past it as it grows;
//   - a body larger than the default limit (an upload) holds a slot while it is read. Signed-in callers share
//     LARGE_BODY_CONCURRENCY slots per process, at most LARGE_BODIES_PER_USER of them each; visitor routes have a pool
//     of their own (VISITOR_LARGE_BODY_CONCURRENCY). Past them the answer is TooManyRequestsError at once, instead of
//     queueing the bytes in memory. The API handler knows the caller before a slot is taken (api-handler.ts);
//   - every body keeps a pace (pacedBody): after BODY_GRACE_MS it must have arrived at MIN_BODY_BYTES_PER_SECOND on
//     average, or it is cut with BadRequestError — so a body of n bytes is done within BODY_GRACE_MS + n / that rate,
//     and a trickling one gives its slot back after about BODY_GRACE_MS.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { finished, Transform, type Readable } from 'node:stream';
import { AppError } from '../../lib/errors';
import { DEFAULT_BODY_LIMIT } from './execute-route';

/** Large bodies of signed-in callers one process holds at once (each up to its route's limit in memory). */
export const LARGE_BODY_CONCURRENCY = 6;
/** Of those, what one user may hold at once: two tabs uploading; a third waits for the retry. */
export const LARGE_BODIES_PER_USER = 2;
/** Large bodies of visitor routes held at once, in a pool no signed-in upload shares. */
export const VISITOR_LARGE_BODY_CONCURRENCY = 2;
const LARGE_BODY_RETRY_SECONDS = 5;

/** A body may take this long before its pace counts (connection set-up, a slow start of a mobile uplink). */
export const BODY_GRACE_MS = 10_000;
/** The slowest average a body may arrive at after the grace: 32 kB/s (256 kbit/s, a poor mobile uplink). */
export const MIN_BODY_BYTES_PER_SECOND = 32 * 1024;
const PACE_CHECK_MS = 500;

const signedIn = { total: 0, perUser: new Map<string, number>() };
const visitors = { total: 0 };

const tooMany = () => new AppError('TooManyRequestsError', { retryAfterSeconds: LARGE_BODY_RETRY_SECONDS });

/**
 * Room for one body of up to `limit` bytes while the request runs; the returned function gives it back. `userUuid`:
 * the authenticated caller of a signed-in route; null for a visitor route (whoever calls it).
 */
export function reserveBody(limit: number, userUuid: string | null): () => void {
  if (limit <= DEFAULT_BODY_LIMIT) return () => undefined;
  let giveBack: () => void;
  if (userUuid === null) {
    if (visitors.total >= VISITOR_LARGE_BODY_CONCURRENCY) throw tooMany();
    visitors.total += 1;
    giveBack = () => (visitors.total -= 1);
  } else {
    const held = signedIn.perUser.get(userUuid) ?? 0;
    if (held >= LARGE_BODIES_PER_USER || signedIn.total >= LARGE_BODY_CONCURRENCY) throw tooMany();
    signedIn.total += 1;
    signedIn.perUser.set(userUuid, held + 1);
    giveBack = () => {
      signedIn.total -= 1;
      const left = (signedIn.perUser.get(userUuid) ?? 1) - 1;
      if (left > 0) signedIn.perUser.set(userUuid, left);
      else signedIn.perUser.delete(userUuid);
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    giveBack();
  };
}

/** PayloadTooLargeError when the declared Content-Length is over the limit: nothing of the body is read. */
export function assertDeclaredLength(req: { headers: IncomingHttpHeaders }, limit: number): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new AppError('PayloadTooLargeError', { limitBytes: limit });
}

/** The error a body gets when it arrives slower than the pace. */
const bodyTooSlowError = () =>
  new AppError('BadRequestError', { reason: `The request body arrived too slowly (under ${MIN_BODY_BYTES_PER_SECOND} bytes per second after ${BODY_GRACE_MS / 1000} s).` });

export type PacedBody = {
  /** The body's bytes as they arrive; destroyed with bodyTooSlowError() when they fall behind the pace. */
  body: Readable;
  /** The error the body was cut with for its pace, if it was. */
  cut(): AppError | undefined;
  /** Stops watching (the request has been answered). */
  stop(): void;
};

/** The request's body, watched for its pace: cut once fewer than MIN_BODY_BYTES_PER_SECOND × (elapsed − grace) bytes
 *  have arrived. The request itself is left open, so that the answer still reaches the client. */
export function pacedBody(req: IncomingMessage): PacedBody {
  const started = Date.now();
  let received = 0;
  let cutWith: AppError | undefined;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(null, chunk);
    },
  });
  const check = setInterval(() => {
    const elapsed = Date.now() - started;
    if (elapsed <= BODY_GRACE_MS || received >= ((elapsed - BODY_GRACE_MS) / 1000) * MIN_BODY_BYTES_PER_SECOND) return;
    cutWith = bodyTooSlowError();
    req.unpipe(body);
    body.destroy(cutWith);
  }, PACE_CHECK_MS);
  const stop = () => clearInterval(check);
  body.on('close', stop);
  req.on('end', stop);
  // A client that goes away fails the body, as reading the request itself would.
  finished(req, { writable: false }, (error) => {
    if (error && !body.destroyed) body.destroy(error);
  });
  req.pipe(body);
  return { body, cut: () => cutWith, stop };
}

/** The whole body, refused as it grows past `limit` (and unread when the declared length is over it). */
export async function readBody(source: Readable & { headers?: IncomingHttpHeaders }, limit: number): Promise<Buffer> {
  if (source.headers) assertDeclaredLength({ headers: source.headers }, limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new AppError('PayloadTooLargeError', { limitBytes: limit });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
