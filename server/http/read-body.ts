// Reading a request body within its route's limits, without letting large bodies exhaust memory: a declared
// Content-Length over the limit is refused before a byte is read, a body that grows past it is refused as it grows,
// and at most LARGE_BODY_CONCURRENCY bodies larger than the default limit (uploads) are held by one process at a time —
// further ones answer TooManyRequestsError at once instead of queueing their bytes in memory.
import type { IncomingMessage } from 'node:http';
import { AppError } from '../../lib/errors';
import { DEFAULT_BODY_LIMIT } from './execute-route';

export const LARGE_BODY_CONCURRENCY = 6;
const LARGE_BODY_RETRY_SECONDS = 5;

let largeBodies = 0;

/** Room for one body of up to `limit` bytes while the request runs; the returned function gives it back. */
export function reserveBody(limit: number): () => void {
  if (limit <= DEFAULT_BODY_LIMIT) return () => undefined;
  if (largeBodies >= LARGE_BODY_CONCURRENCY) throw new AppError('TooManyRequestsError', { retryAfterSeconds: LARGE_BODY_RETRY_SECONDS });
  largeBodies += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    largeBodies -= 1;
  };
}

/** PayloadTooLargeError when the declared Content-Length is over the limit: nothing of the body is read. */
export function assertDeclaredLength(req: IncomingMessage, limit: number): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new AppError('PayloadTooLargeError', { limitBytes: limit });
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  assertDeclaredLength(req, limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new AppError('PayloadTooLargeError', { limitBytes: limit });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
