// Refresh tokens: random, stored only as a hash, rotated on every use. Presenting a token that was already rotated
// (or revoked) means it leaked: the whole family it belongs to is revoked.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { refreshTokens } from '../db/schema';
import { announceSignInsEnded } from './ended-sign-ins';

export const REFRESH_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000; // a sign-in lasts 60 days without use

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueRefreshToken(db: Db, accountUuid: string, familyUuid: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    accountUuid,
    familyUuid,
    tokenHash: hashToken(token),
    createdOn: now,
    expiresOn: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

const unauthorized = (reason: string) => new AppError('AuthorizationError', { reason });

/** Marks a refresh token used (rotated); answers its account and sign-in, for which the caller issues the next tokens. */
export async function rotateRefreshToken(db: Db, token: string, now = new Date()): Promise<{ accountUuid: string; familyUuid: string }> {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedOn: now })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.rotatedOn), isNull(refreshTokens.revokedOn)))
    .returning();
  if (!claimed) {
    const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (known) {
      await revokeFamily(db, known.familyUuid, now);
      throw unauthorized('This refresh token was already used; every session of its sign-in has been ended.');
    }
    throw unauthorized('Unknown refresh token.');
  }
  if (claimed.expiresOn <= now) throw unauthorized('The refresh token has expired.');
  return { accountUuid: claimed.accountUuid, familyUuid: claimed.familyUuid };
}

async function revokeFamily(db: Db, familyUuid: string, now = new Date()): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(and(eq(refreshTokens.familyUuid, familyUuid), isNull(refreshTokens.revokedOn)))
    .returning({ accountUuid: refreshTokens.accountUuid });
  if (ended[0]) await announceSignInsEnded(ended[0].accountUuid);
}

/**
 * Whether a sign-in (family) of the account has not been revoked: what every access token is checked against (decision
 * 020). Revoked families have every row revoked; a live one has at least its newest row unrevoked. One probe of
 * refresh_tokens_family_idx.
 */
export async function isSignInLive(db: Db, { accountUuid, familyUuid }: { accountUuid: string; familyUuid: string }): Promise<boolean> {
  const [live] = await db
    .select({ familyUuid: refreshTokens.familyUuid })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyUuid, familyUuid), eq(refreshTokens.accountUuid, accountUuid), isNull(refreshTokens.revokedOn)))
    .limit(1);
  return live !== undefined;
}

/** Logout: ends the sign-in the token belongs to. Unknown tokens are ignored (logging out twice is fine). */
export async function revokeRefreshToken(db: Db, token: string, now = new Date()): Promise<void> {
  const [known] = await db.select({ familyUuid: refreshTokens.familyUuid }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (known) await revokeFamily(db, known.familyUuid, now);
}
