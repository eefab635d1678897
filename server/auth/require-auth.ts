// The auth guard of server paths: the bearer access token of the request, verified, or AuthorizationError.
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../lib/errors';
import { bearerToken, verifyAccessToken, type AccessClaims } from './access-tokens';

export async function requireAuth(headers: IncomingHttpHeaders): Promise<AccessClaims> {
  const token = bearerToken(headers.authorization);
  if (!token) throw new AppError('AuthorizationError', { reason: 'Sign in first: this call needs a bearer access token.' });
  return verifyAccessToken(token);
}
