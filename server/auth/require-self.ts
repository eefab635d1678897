// Authorization for paths about one user: only that user may read private data or change it.
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../lib/errors';
import type { AccessClaims } from './access-tokens';
import { requireAuth } from './require-auth';

export async function requireSelf(headers: IncomingHttpHeaders, userUuid: string): Promise<AccessClaims> {
  const claims = await requireAuth(headers);
  if (claims.userUuid.toLowerCase() !== userUuid.toLowerCase()) throw new AppError('ForbiddenError', { reason: 'You can only change your own account.' });
  return claims;
}
