// Whether an account's e-mail address must be confirmed before it may go on. A new user is signed in at once
// (ARCHITECTURE §1); signing in with the password keeps working for EMAIL_CONFIRMATION_GRACE_DAYS after the account
// was created, then needs the confirmed address. Actions that need it at once call requireConfirmedEmail.
// Both refuse with EmailConfirmationRequiredError, data {accountUuid}, so the client can offer to resend the mail
// (POST accounts/{id}/resendconfirmation works without a token for exactly this case).
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts } from '../db/schema';

const EMAIL_CONFIRMATION_GRACE_DAYS = 7;
const GRACE_MS = EMAIL_CONFIRMATION_GRACE_DAYS * 24 * 60 * 60 * 1000;

const confirmationRequired = (accountUuid: string) =>
  new AppError('EmailConfirmationRequiredError', { accountUuid, graceDays: EMAIL_CONFIRMATION_GRACE_DAYS });

/** For the password sign-in: refuses an account whose address is still unconfirmed after the grace period. */
export function assertEmailConfirmedAfterGrace(account: { uuid: string; createdOn: Date; emailConfirmedOn: Date | null }, now = new Date()): void {
  if (account.emailConfirmedOn === null && now.getTime() - account.createdOn.getTime() > GRACE_MS) throw confirmationRequired(account.uuid);
}

/** For actions that need a confirmed address right away. */
export async function requireConfirmedEmail(db: Db, accountUuid: string): Promise<void> {
  const [account] = await db.select({ emailConfirmedOn: accounts.emailConfirmedOn }).from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  if (account.emailConfirmedOn === null) throw confirmationRequired(accountUuid);
}
