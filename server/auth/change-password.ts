// PATCH accounts/{id}/password: the old password proves it is you; every other sign-in of the account ends, and
// this one continues with fresh tokens.
import { eq } from 'drizzle-orm';
import type { TokenResponse } from '../../lib/contracts/auth';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts, refreshTokens } from '../db/schema';
import { signAccessToken } from './access-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { issueRefreshToken } from './refresh-tokens';

export async function changePassword(db: Db, accountUuid: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }, now = new Date()): Promise<TokenResponse> {
  const [account] = await db.select().from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  if (!(await verifyPassword(account.passwordHash, oldPassword))) throw new AppError('InvalidCredentialsError', { field: 'oldPassword' });
  await db.update(accounts).set({ passwordHash: await hashPassword(newPassword) }).where(eq(accounts.uuid, accountUuid));
  await db.update(refreshTokens).set({ revokedOn: now }).where(eq(refreshTokens.accountUuid, accountUuid));
  return {
    accessToken: await signAccessToken({ accountUuid, userUuid: account.userUuid }),
    refreshToken: await issueRefreshToken(db, accountUuid),
  };
}
