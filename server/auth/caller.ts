// Who is calling a route, found one way: from the bearer access token of the request, checked against the route's
// auth rule (lib/api/endpoints.ts). executeRoute calls `authenticate` before the input is validated (a call that needs
// a sign-in gets AuthorizationError whatever its input) and `authorize` after it (the self rules compare the validated
// path id).
import type { IncomingHttpHeaders } from 'node:http';
import type { AuthRule } from '../../lib/api/endpoints';
import { AppError } from '../../lib/errors';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '../db';
import { users } from '../db/schema';
import { bearerToken, verifyAccessToken, type AccessClaims } from './access-tokens';

/** The caller's claims: required unless the rule is 'visitor', where a missing or invalid token makes a visitor. */
export async function authenticate(rule: AuthRule, headers: IncomingHttpHeaders): Promise<AccessClaims | null> {
  if (rule === 'visitor') {
    const token = bearerToken(headers.authorization);
    return token ? verifyAccessToken(token).catch(() => null) : null;
  }
  return signedInCaller(headers);
}

/** The signed-in caller, or AuthorizationError: for the checks a route makes before its body is read (`admit`) and
 *  for visitor routes that need a sign-in for one of their uses (linking a Google account). */
export async function signedInCaller(headers: IncomingHttpHeaders): Promise<AccessClaims> {
  const token = bearerToken(headers.authorization);
  if (!token) throw new AppError('AuthorizationError', { reason: 'Sign in first: this call needs a bearer access token.' });
  return verifyAccessToken(token);
}

/** ForbiddenError unless `id` is the caller's own user (or account) uuid. */
export function assertSelf(caller: AccessClaims, id: unknown, of: 'user' | 'account'): void {
  const own = of === 'user' ? caller.userUuid : caller.accountUuid;
  if (typeof id !== 'string' || own.toLowerCase() !== id.toLowerCase()) throw new AppError('ForbiddenError', { reason: 'You can only change your own account.' });
}

/** ForbiddenError unless the authenticated caller may call a route of this rule about these (validated) path params. */
export async function authorize(rule: AuthRule, caller: AccessClaims | null, params: Record<string, unknown>): Promise<void> {
  if (rule === 'visitor' || rule === 'user' || caller === null) return;
  if (rule === 'admin') {
    if (!(await isAdmin(await getDb(), caller.userUuid))) throw new AppError('ForbiddenError', { reason: 'This is for the Knowly team only.' });
    return;
  }
  assertSelf(caller, params.id, rule === 'self-user' ? 'user' : 'account');
}

/** Whether the user has the admin role; false for an unknown user. The role is read on every call, never cached. */
export async function isAdmin(db: Db, userUuid: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.uuid, userUuid));
  return row?.role === 'admin';
}
