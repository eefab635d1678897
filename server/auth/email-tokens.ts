// One-time tokens of e-mailed links: confirm the address, reset the password, confirm a new address. The token is a
// random uuid v4 (the spec's confirmation-token form, 8-4-4-4-12), stored only as its SHA-256. Issuing a token
// expires the account's earlier unused tokens of the same purpose at once (only the newest link works).
//
// Consuming answers BadRequestError for every token that cannot be used, with data.reason:
//   'unknown' — no such token (or one of another purpose), 'used' — already used, 'expired' — too old or replaced
//   by a newer link (or the account's address changed since it was sent).
// One type, because the token comes in a request body (it names no resource, so 404 would mislead) and the client
// shows one "this link no longer works" screen whose wording data.reason refines. A malformed token never gets
// here: the contracts refuse it with FormValidationError.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = 'confirm-email' | 'reset-password' | 'change-email' | 'parental-consent';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** How long each link works (the mails state these durations: server/mail/templates.ts passes them to mail.json's
 *  plural keys as the count). */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  'confirm-email': 7 * 24 * HOUR_MS,
  'change-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  // A parent may read the mail days later (decision 029).
  'parental-consent': 14 * 24 * HOUR_MS,
};

/** A database handle or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const hashEmailToken = (token: string) => createHash('sha256').update(token.toLowerCase()).digest('base64url');

export type EmailTokenFailure = 'unknown' | 'used' | 'expired';

const MESSAGES: Record<EmailTokenFailure, string> = {
  unknown: 'This link is not valid.',
  used: 'This link was already used.',
  expired: 'This link has expired or a newer one was sent. Ask for a new link.',
};

export function emailTokenError(reason: EmailTokenFailure): AppError {
  return new AppError('BadRequestError', { reason, message: MESSAGES[reason] });
}

export async function issueEmailToken(db: DbOrTx, { accountUuid, purpose, email }: { accountUuid: string; purpose: EmailTokenPurpose; email: string }, now = new Date()): Promise<string> {
  const token = randomUUID();
  await db
    .update(emailTokens)
    .set({ expiresOn: now })
    .where(and(eq(emailTokens.accountUuid, accountUuid), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedOn), gt(emailTokens.expiresOn, now)));
  await db.insert(emailTokens).values({
    accountUuid,
    purpose,
    tokenHash: hashEmailToken(token),
    email,
    createdOn: now,
    expiresOn: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used (atomically: a link works once, even when opened twice at the same moment) and answers its row. */
export async function consumeEmailToken(db: DbOrTx, token: string, purposes: EmailTokenPurpose[], now = new Date()): Promise<EmailTokenRow> {
  const tokenHash = hashEmailToken(token);
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedOn: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedOn), gt(emailTokens.expiresOn, now)))
    .returning();
  if (claimed) return claimed;
  const [known] = await db.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
  if (!known || !purposes.includes(known.purpose)) throw emailTokenError('unknown');
  throw emailTokenError(known.usedOn ? 'used' : 'expired');
}
