// The tokens of a sign-in: a refresh token of its family and an access token bound to that family (decision 020).
// Every grant issues through here: password, refresh, sign-up, password change.
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../../lib/contracts/auth';
import type { Db } from '../db';
import { signAccessToken } from './access-tokens';
import { issueRefreshToken } from './refresh-tokens';

/** Without `familyUuid` a new sign-in starts; with it, the sign-in continues (refresh rotation). */
export async function issueTokens(
  db: Db,
  { accountUuid, userUuid }: { accountUuid: string; userUuid: string },
  { familyUuid = randomUUID(), now = new Date() }: { familyUuid?: string; now?: Date } = {},
): Promise<TokenPair> {
  const refreshToken = await issueRefreshToken(db, accountUuid, familyUuid, now);
  return { accessToken: await signAccessToken({ accountUuid, userUuid, familyUuid }, now.getTime()), refreshToken };
}
