// PATCH accounts/{id}/password: the old password proves it is you; every other sign-in of the account ends, and
// this one continues with fresh tokens (a new sign-in; the access tokens of the ended ones are refused, decision 020).
import { eq } from 'drizzle-orm';
import type { TokenPair } from '../../lib/contracts/auth';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts, refreshTokens } from '../db/schema';
import { announceSignInsEnded } from './ended-sign-ins';
import { issueTokens } from './issue-tokens';
import { hashPassword, verifyPassword } from './passwords';

export async function changePassword(db: Db, accountUuid: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }, now = new Date()): Promise<TokenPair> {
  const [account] = await db.select().from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  if (!(await verifyPassword(account.passwordHash, oldPassword))) throw new AppError('InvalidCredentialsError', { field: 'oldPassword' });
  await db.update(accounts).set({ passwordHash: await hashPassword(newPassword) }).where(eq(accounts.uuid, accountUuid));
  await db.update(refreshTokens).set({ revokedOn: now }).where(eq(refreshTokens.accountUuid, accountUuid));
  await announceSignInsEnded(accountUuid);
  return issueTokens(db, { accountUuid, userUuid: account.userUuid });
}
