// Short-lived signed access tokens (JWT, HS256 with the app secret): who the account and user are, and the sign-in
// (refresh-token family) they belong to — a token is honoured only while that sign-in is live (decision 020).
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../../lib/contracts/forms';
import { AppError } from '../../lib/errors';
import { getDb } from '../db';
import { env } from '../env';
import { isSignInLive } from './refresh-tokens';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60; // access tokens live 15 minutes; the refresh token renews them
const ISSUER = 'knowly-auth';
const AUDIENCE = 'knowly-api';

const key = () => new TextEncoder().encode(env().APP_SECRET);

/** `familyUuid`: the sign-in (refresh-token family) the token was issued for, claim `sid`. */
export type AccessClaims = { accountUuid: string; userUuid: string; familyUuid: string };

export async function signAccessToken({ accountUuid, userUuid, familyUuid }: AccessClaims, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ acc: accountUuid, sid: familyUuid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userUuid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key());
}

async function verifiedClaims(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    // Signed by us, so well-formed; checked anyway, since the ids go into a query.
    if (typeof payload.sub !== 'string' || !isUuid(payload.acc) || !isUuid(payload.sid)) throw new Error('claims');
    return { userUuid: payload.sub, accountUuid: payload.acc, familyUuid: payload.sid };
  } catch {
    throw new AppError('AuthorizationError', { reason: 'The access token is missing, invalid or expired.' });
  }
}

/**
 * The one check of every access token (bearer or cookie): signature, expiry, and that its sign-in is still live — so
 * that logout, reuse of a rotated refresh token, a password change or reset and account deletion end it at once, in
 * every process. Throws AuthorizationError otherwise.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const claims = await verifiedClaims(token);
  if (!(await isSignInLive(await getDb(), claims))) throw new AppError('AuthorizationError', { reason: 'This sign-in has ended; sign in again.' });
  return claims;
}

/** When a token checked by verifyAccessToken expires, in ms since the epoch (0 if it says nothing). */
export function accessTokenExpiresAt(token: string): number {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : 0;
}

export function bearerToken(authorization: string | string[] | undefined): string | null {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match?.[1] ?? null;
}
