// Server rendering of signed-in pages: the user of the request's access-token cookie, if it is valid and its sign-in
// live (verifyAccessToken, decision 020).
import type { IncomingMessage } from 'node:http';
import { ACCESS_TOKEN_COOKIE, LEGACY_REFRESH_TOKEN_COOKIE } from '../../lib/api/token-store';
import type { User } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import { getDb } from '../db';
import { findUser } from '../users/find-user';
import { verifyAccessToken } from './access-tokens';

type RequestWithCookies = IncomingMessage & { cookies?: Partial<Record<string, string>> };

export type SessionState = {
  /** The signed-in user, when the access token is valid. */
  user: User | null;
  /**
   * Whether the browser holds any token: with an expired access token the client refreshes (its HttpOnly refresh
   * cookie goes to /api/auth only, so pages see the access-token cookie, which outlives its token) and loads the user.
   */
  hasTokens: boolean;
};

export async function sessionOf(req: RequestWithCookies): Promise<SessionState> {
  const accessToken = req.cookies?.[ACCESS_TOKEN_COOKIE];
  const hasTokens = Boolean(accessToken || req.cookies?.[LEGACY_REFRESH_TOKEN_COOKIE]);
  if (!accessToken) return { user: null, hasTokens };
  try {
    const { userUuid } = await verifyAccessToken(accessToken);
    return { user: await findUser(await getDb(), userUuid), hasTokens };
  } catch (error) {
    if (error instanceof AppError) return { user: null, hasTokens };
    throw error;
  }
}
