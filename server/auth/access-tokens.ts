// Short-lived signed access tokens (JWT, HS256 with the app secret): who the account and user are.
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/errors';
import { env } from '../env';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60; // access tokens live 15 minutes; the refresh token renews them
const ISSUER = 'knowly-auth';
const AUDIENCE = 'knowly-api';

const key = () => new TextEncoder().encode(env().APP_SECRET);

export type AccessClaims = { accountUuid: string; userUuid: string };

export async function signAccessToken({ accountUuid, userUuid }: AccessClaims, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ acc: accountUuid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userUuid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key());
}

/** Throws AuthorizationError for a missing, malformed, forged or expired token. */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.acc !== 'string') throw new Error('claims');
    return { userUuid: payload.sub, accountUuid: payload.acc };
  } catch {
    throw new AppError('AuthorizationError', { reason: 'The access token is missing, invalid or expired.' });
  }
}

export function bearerToken(authorization: string | string[] | undefined): string | null {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match?.[1] ?? null;
}
