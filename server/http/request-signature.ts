// Checks the request signature of ARCHITECTURE §1 (made by lib/api/request-signature.ts): no header → unsigned
// (served, under stricter limits); a malformed or wrong one, or one older or newer than 5 minutes → BadRequestError.
// The key is public (see REQUEST_SIGNING_KEY): a valid signature shows freshness, not who is calling.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseSignatureHeader, REQUEST_SIGNING_KEY, SIGNATURE_HEADER, signatureMessage } from '../../lib/api/request-signature';
import { AppError } from '../../lib/errors';

/** How far the signed time may be from the server clock, either way. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export type SignatureState = 'signed' | 'unsigned';

export function checkRequestSignature(headers: IncomingHttpHeaders, method: string, path: string, now = Date.now()): SignatureState {
  const value = headers[SIGNATURE_HEADER.toLowerCase()];
  if (value === undefined) return 'unsigned';
  const parsed = typeof value === 'string' ? parseSignatureHeader(value.trim()) : undefined;
  if (!parsed) throw new AppError('BadRequestError', { reason: 'invalid signature' });
  const expected = createHmac('sha256', REQUEST_SIGNING_KEY).update(signatureMessage(method, path, parsed.timestamp)).digest();
  if (!timingSafeEqual(expected, Buffer.from(parsed.hex, 'hex'))) throw new AppError('BadRequestError', { reason: 'invalid signature' });
  if (Math.abs(now - parsed.timestamp) > SIGNATURE_MAX_SKEW_MS) throw new AppError('BadRequestError', { reason: 'stale signature' });
  return 'signed';
}
