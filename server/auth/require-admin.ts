// The guard of team-only paths (the analytics dashboard): a valid access token of a user whose role is admin.
import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { users } from '../db/schema';
import type { AccessClaims } from './access-tokens';
import { requireAuth } from './require-auth';

/** Whether the user has the admin role; false for an unknown user. The role is read on every call, never cached. */
export async function isAdmin(db: Db, userUuid: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.uuid, userUuid));
  return row?.role === 'admin';
}

/** AuthorizationError without a valid token, ForbiddenError for anyone who is not an admin. */
export async function requireAdmin(db: Db, headers: IncomingHttpHeaders): Promise<AccessClaims> {
  const claims = await requireAuth(headers);
  if (!(await isAdmin(db, claims.userUuid))) throw new AppError('ForbiddenError', { reason: 'This is for the Knowly team only.' });
  return claims;
}

/** Whether the request carries a valid access token of an admin: false, not an error, for anyone else. */
export async function isAdminRequest(db: Db, headers: IncomingHttpHeaders): Promise<boolean> {
  const claims = await requireAuth(headers).catch(() => null);
  return claims !== null && (await isAdmin(db, claims.userUuid));
}
