// The two grants of POST oauth/token: e-mail + password, and refresh token (rotated, reuse revokes the family).
import { eq, sql } from 'drizzle-orm';
import type { TokenResponse } from '../../lib/contracts/auth';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { signAccessToken } from './access-tokens';
import { assertEmailConfirmedAfterGrace } from './email-confirmation';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
import { checkSignInCode } from './two-factor';

export async function signInWithPassword(db: Db, { email, password, totp }: { email: string; password: string; totp?: string }): Promise<TokenResponse> {
  const [account] = await db.select().from(accounts).where(sql`lower(${accounts.email}) = ${email}`);
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !valid) throw new AppError('InvalidCredentialsError', {});
  assertEmailConfirmedAfterGrace(account);
  checkSignInCode(account, totp);
  return {
    accessToken: await signAccessToken({ accountUuid: account.uuid, userUuid: account.userUuid }),
    refreshToken: await issueRefreshToken(db, account.uuid),
  };
}

export async function signInWithRefreshToken(db: Db, token: string): Promise<TokenResponse> {
  const { accountUuid, refreshToken } = await rotateRefreshToken(db, token);
  const [account] = await db.select({ userUuid: accounts.userUuid }).from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('AuthorizationError', { reason: 'The account no longer exists.' });
  return { accessToken: await signAccessToken({ accountUuid, userUuid: account.userUuid }), refreshToken };
}
