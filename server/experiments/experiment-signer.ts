// The server's side of the experiment cookie (lib/experiments/experiment-cookie.ts): the signature that makes an
// assignment the server's own — HMAC-SHA256 under a key derived from the app secret for this purpose only, cut to 128
// bits — and the assignments a server render may trust: the header proxy.ts handed over, else the cookie, each only
// with a good signature. A forged or unsigned value counts as no assignment (every experiment in control), so a visitor
// cannot pick the variant that unblurs knows (docs/security.md, decision 013).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { EXPERIMENT_COOKIE, type ExperimentAssignments } from '../../config/experiments';
import { cookieValue } from '../../lib/cookies';
import { EXPERIMENTS_HEADER, verifiedAssignments, type ExperimentSigner } from '../../lib/experiments/experiment-cookie';
import { env } from '../env';

const SIGNATURE_LENGTH = 22; // base64url characters: 132 bits

let cachedKey: { secret: string; key: Buffer } | undefined;

function signingKey(): Buffer {
  const secret = env().APP_SECRET;
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: createHmac('sha256', secret).update('knowly experiment cookie v1').digest() };
  return cachedKey.key;
}

export const experimentSigner: ExperimentSigner = {
  sign: (encoded) => createHmac('sha256', signingKey()).update(encoded).digest('base64url').slice(0, SIGNATURE_LENGTH),
  verify(encoded, signature) {
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
};

/** The assignments a server render shows and decides by: proxy.ts's header, else the cookie — signed ones only. */
export function verifiedExperiments(headers: IncomingHttpHeaders): ExperimentAssignments {
  const passed = headers[EXPERIMENTS_HEADER];
  const fromHeader = typeof passed === 'string' ? verifiedAssignments(passed, experimentSigner) : null;
  if (fromHeader) return fromHeader;
  const cookie = typeof headers.cookie === 'string' ? cookieValue(headers.cookie, EXPERIMENT_COOKIE) : undefined;
  return verifiedAssignments(cookie, experimentSigner) ?? {};
}
