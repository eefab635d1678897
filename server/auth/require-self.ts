// Authorization for paths about one user or account: only its owner may read private data or change it.
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../lib/errors';
import type { AccessClaims } from './access-tokens';
import { requireAuth } from './require-auth';

export async function requireSelf(headers: IncomingHttpHeaders, id: string, of: 'user' | 'account' = 'user'): Promise<AccessClaims> {
  const claims = await requireAuth(headers);
  const own = of === 'user' ? claims.userUuid : claims.accountUuid;
  if (own.toLowerCase() !== id.toLowerCase()) throw new AppError('ForbiddenError', { reason: 'You can only change your own account.' });
  return claims;
}
