// Unsubscribing from the newsletter with the link of a mail (spec §7 POST users/newsletter/unsubscribe/v2): the
// mail's uuid (its outbox row), its type and the emailPreferencesToken (an HMAC of the uuid, checked in constant
// time) identify the user without a sign-in. Unsubscribing twice is fine.
import { eq } from 'drizzle-orm';
import type { UnsubscribeBody } from '../../lib/contracts/account-email';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { outboxMails, users } from '../db/schema';
import { isValidEmailPreferencesToken } from '../mail/email-preferences';

export async function unsubscribeFromNewsletter(db: Db, { emailType, emailPreferencesToken, emailUuid }: UnsubscribeBody): Promise<void> {
  const [mail] = await db.select({ userUuid: outboxMails.userUuid, emailType: outboxMails.emailType }).from(outboxMails).where(eq(outboxMails.uuid, emailUuid));
  if (!mail) throw new AppError('NotFoundError', { resource: 'email' });
  if (!isValidEmailPreferencesToken(emailUuid, emailPreferencesToken) || mail.emailType !== emailType) {
    throw new AppError('ForbiddenError', { reason: 'This unsubscribe link is not valid.' });
  }
  if (mail.userUuid) await db.update(users).set({ newsletter: false }).where(eq(users.uuid, mail.userUuid));
}
