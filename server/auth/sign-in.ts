// The two grants of POST oauth/token: e-mail + password, and refresh token (rotated, reuse revokes the family).
import { eq, sql } from 'drizzle-orm';
import type { TokenPair } from '../../lib/contracts/auth';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { assertEmailConfirmedAfterGrace } from './email-confirmation';
import { issueTokens } from './issue-tokens';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { rotateRefreshToken } from './refresh-tokens';
import { socialOnlyAccountError } from './social/social-sign-in';
import { checkSignInFactor } from './two-factor';

type PasswordSignIn = { email: string; password: string; totp?: string; recoveryCode?: string };

export async function signInWithPassword(db: Db, { email, password, totp, recoveryCode }: PasswordSignIn): Promise<TokenPair> {
  const [account] = await db.select().from(accounts).where(sql`lower(${accounts.email}) = ${email}`);
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  // An account made by Google or Apple sign-in has no password (until one is set): say how it signs in.
  if (account && account.passwordHash === null) throw (await socialOnlyAccountError(db, account.uuid)) ?? new AppError('InvalidCredentialsError', {});
  if (!account || !valid) throw new AppError('InvalidCredentialsError', {});
  assertEmailConfirmedAfterGrace(account);
  await checkSignInFactor(db, account, { totp, recoveryCode });
  return issueTokens(db, { accountUuid: account.uuid, userUuid: account.userUuid });
}

export async function signInWithRefreshToken(db: Db, token: string): Promise<TokenPair> {
  const { accountUuid, familyUuid } = await rotateRefreshToken(db, token);
  const [account] = await db.select({ userUuid: accounts.userUuid }).from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('AuthorizationError', { reason: 'The account no longer exists.' });
  return issueTokens(db, { accountUuid, userUuid: account.userUuid }, { familyUuid });
}
