// What a live stream knows of its caller's sign-in (security issue 28): the verified claims and when the access token
// expires, kept when the stream opens, and the check it repeats on every event and heartbeat — the token unexpired and
// its sign-in not revoked (decision 020).
import type { IncomingHttpHeaders } from 'node:http';
import { getDb } from '../db';
import { accessTokenExpiresAt, bearerToken, type AccessClaims } from './access-tokens';
import { isSignInLive } from './refresh-tokens';

/** The sign-in a stream was opened with: who, and until when its access token holds. */
export type StreamSession = { claims: AccessClaims; expiresAtMs: number };

/** The session of an authenticated request's bearer token (already verified by the route's auth check). */
export function streamSessionOf(claims: AccessClaims, headers: IncomingHttpHeaders): StreamSession {
  const token = bearerToken(headers.authorization);
  return { claims, expiresAtMs: token ? accessTokenExpiresAt(token) : 0 };
}

/** Whether the stream may go on: the access token unexpired and its sign-in not revoked. */
export async function isSessionLive({ claims, expiresAtMs }: StreamSession, now = Date.now()): Promise<boolean> {
  return now < expiresAtMs && isSignInLive(await getDb(), claims);
}
