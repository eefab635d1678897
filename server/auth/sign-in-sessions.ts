// The account's live sign-ins (refresh-token families with a token neither revoked nor expired), and ending all but
// the current one ("sign out everywhere else"): their refresh tokens are revoked, so their access tokens are refused
// at once too (isSignInLive, decision 020).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SignInSession } from '../../lib/contracts/sign-in-sessions';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { refreshTokens } from '../db/schema';
import { announceSignInsEnded } from './ended-sign-ins';

export async function listSignIns(db: Db, { accountUuid, currentFamily }: { accountUuid: string; currentFamily: string }, now = new Date()): Promise<SignInSession[]> {
  const rows = await queryRows<{ family_uuid: string; started_on: Date | string; last_active_on: Date | string }>(db, sql`
    select ${refreshTokens.familyUuid} as family_uuid, min(${refreshTokens.createdOn}) as started_on, max(${refreshTokens.createdOn}) as last_active_on
    from ${refreshTokens}
    where ${refreshTokens.accountUuid} = ${accountUuid}
    group by ${refreshTokens.familyUuid}
    having bool_or(${refreshTokens.revokedOn} is null and ${refreshTokens.expiresOn} > ${now.toISOString()}::timestamptz)
    order by max(${refreshTokens.createdOn}) desc`);
  return rows.map((row) => ({
    sessionUuid: row.family_uuid,
    startedOn: new Date(row.started_on).toISOString(),
    lastActiveOn: new Date(row.last_active_on).toISOString(),
    current: row.family_uuid === currentFamily,
  }));
}

/** Ends every sign-in of the account but `keepFamily`; answers how many sign-ins it ended. */
export async function endOtherSignIns(db: Db, { accountUuid, keepFamily }: { accountUuid: string; keepFamily: string }, now = new Date()): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(and(eq(refreshTokens.accountUuid, accountUuid), ne(refreshTokens.familyUuid, keepFamily), isNull(refreshTokens.revokedOn)))
    .returning({ familyUuid: refreshTokens.familyUuid });
  if (ended.length > 0) await announceSignInsEnded(accountUuid);
  return new Set(ended.map((row) => row.familyUuid)).size;
}
