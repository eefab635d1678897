// The e-mail side of accounts: confirmation mails (sign-up and resend), confirming an address, changing it (the
// address changes only once the link sent to the new one is opened; the old one gets a notice), and the
// forgot-password flow. Links point at the user's own country site, in the user's interface language.
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ChangeEmailResponse, ConfirmEmailResponse } from '../../lib/contracts/account-email';
import { AppError } from '../../lib/errors';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { accounts, refreshTokens, users } from '../db/schema';
import { logger } from '../logger';
import { mailSite } from '../mail/mail-site';
import { sendMail } from '../mail/send-mail';
import { consumeEmailToken, emailTokenError, issueEmailToken, type DbOrTx, type EmailTokenPurpose } from './email-tokens';
import { emailSendThrottle } from './email-throttle';
import { announceSignInsEnded } from './ended-sign-ins';
import { hashPassword, verifyPassword } from './passwords';
import { routes } from '../../lib/routes/page-routes';

/** Where a request came from: its Host, for the port of local links. */
export type FlowContext = { requestHost?: string; now?: Date };

type AccountWithUser = {
  accountUuid: string;
  userUuid: string;
  email: string;
  emailConfirmedOn: Date | null;
  passwordHash: string | null;
  name: string;
  country: string;
  interfaceLanguage: string;
};

async function findAccount(db: DbOrTx, where: SQL | undefined): Promise<AccountWithUser | undefined> {
  const [row] = await db
    .select({
      accountUuid: accounts.uuid,
      userUuid: accounts.userUuid,
      email: accounts.email,
      emailConfirmedOn: accounts.emailConfirmedOn,
      passwordHash: accounts.passwordHash,
      name: users.name,
      country: users.country,
      interfaceLanguage: users.interfaceLanguage,
    })
    .from(accounts)
    .innerJoin(users, eq(users.uuid, accounts.userUuid))
    .where(where);
  return row;
}

const byUuid = (accountUuid: string) => eq(accounts.uuid, accountUuid);
const byEmail = (email: string) => sql`lower(${accounts.email}) = ${email.toLowerCase()}`;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type TokenMail = { purpose: EmailTokenPurpose; to: string; linkPath: (token: string) => string; params?: Record<string, string> };

/** A mail with a one-time link (its template is named after the token's purpose), on the user's site and language. */
async function sendTokenMail(db: Db, account: AccountWithUser, { purpose, to, linkPath, params = {} }: TokenMail, { requestHost, now = new Date() }: FlowContext): Promise<void> {
  const token = await issueEmailToken(db, { accountUuid: account.accountUuid, purpose, email: to }, now);
  const site = mailSite(account, requestHost);
  // The display name is the user's own text: it goes only to the address the account has confirmed.
  const toConfirmedAddress = account.emailConfirmedOn !== null && sameAddress(account.email, to);
  await sendMail(db, {
    userUuid: account.userUuid,
    emailType: purpose,
    to,
    locale: site.locale,
    template: purpose,
    params: { ...(toConfirmedAddress ? { name: account.name } : {}), ...params, link: site.href(linkPath(token)) },
    site,
  }, { now });
}

/** Why a confirmation mail went out: the sign-up's first one, or one the user asked for again. */
type ConfirmationReason = 'signup' | 'resend';

/** The confirmation mail, then `email_confirmation_sent` (spec §7, issue 33) with the reason as its value. */
async function sendConfirmationMail(db: Db, account: AccountWithUser, reason: ConfirmationReason, context: FlowContext): Promise<void> {
  await sendTokenMail(db, account, { purpose: 'confirm-email', to: account.email, linkPath: (token) => routes.confirmEmail({ token }) }, context);
  await recordServerEvent(db, serverEvent('email_confirmation_sent', { value: reason }), { userUuid: account.userUuid, country: account.country });
}

/** After sign-up: the first confirmation mail. Never throws: a sign-up does not fail over its mail. */
export async function sendSignupConfirmation(db: Db, accountUuid: string, context: FlowContext = {}): Promise<void> {
  try {
    const account = await findAccount(db, byUuid(accountUuid));
    if (account) await sendConfirmationMail(db, account, 'signup', context);
  } catch (error) {
    logger().error({ err: error, accountUuid }, 'the confirmation mail of a sign-up could not be written');
  }
}

/**
 * POST accounts/{id}/resendconfirmation. Throttled per account id (also for ids that have no account, so that the
 * answer tells nothing); an unknown or already confirmed account gets no mail.
 */
export async function resendConfirmation(db: Db, accountUuid: string, { requestHost, now = new Date() }: FlowContext = {}): Promise<void> {
  await emailSendThrottle().count(`resend:${accountUuid.toLowerCase()}`);
  const account = await findAccount(db, byUuid(accountUuid));
  if (!account || account.emailConfirmedOn) return;
  await sendConfirmationMail(db, account, 'resend', { requestHost, now });
}

/**
 * POST accounts/confirm-email: a confirmation token confirms the account's address; a change-email token swaps in
 * the new address (EmailInUseError when another account took it meanwhile), confirms it and notifies the old one.
 */
export async function confirmEmail(db: Db, token: string, { requestHost, now = new Date() }: FlowContext = {}): Promise<ConfirmEmailResponse> {
  let changed: { account: AccountWithUser; newEmail: string } | undefined;
  let firstConfirmation: AccountWithUser | undefined;
  let email: string;
  try {
    email = await db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, token, ['confirm-email', 'change-email'], now);
      const account = await findAccount(tx, byUuid(row.accountUuid));
      if (!account) throw emailTokenError('unknown');
      if (!account.emailConfirmedOn) firstConfirmation = account;
      if (row.purpose === 'confirm-email') {
        // A link to an address the account no longer has confirms nothing.
        if (!sameAddress(account.email, row.email)) throw emailTokenError('expired');
        await tx.update(accounts).set({ emailConfirmedOn: account.emailConfirmedOn ?? now }).where(byUuid(account.accountUuid));
        return account.email;
      }
      const [taken] = await tx.select({ uuid: accounts.uuid }).from(accounts).where(and(byEmail(row.email), ne(accounts.uuid, account.accountUuid)));
      if (taken) throw new AppError('EmailInUseError', { email: row.email });
      await tx.update(accounts).set({ email: row.email, emailConfirmedOn: now }).where(byUuid(account.accountUuid));
      if (!sameAddress(account.email, row.email)) changed = { account, newEmail: row.email };
      return row.email;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EmailInUseError', {});
    throw error;
  }
  if (changed) await notifyOldAddress(db, changed.account, changed.newEmail, { requestHost, now });
  if (firstConfirmation) await recordServerEvent(db, serverEvent('email_confirmed'), { userUuid: firstConfirmation.userUuid, country: firstConfirmation.country });
  return { email, emailConfirmed: true };
}

async function notifyOldAddress(db: Db, account: AccountWithUser, newEmail: string, { requestHost, now }: FlowContext): Promise<void> {
  try {
    const site = mailSite(account, requestHost);
    await sendMail(db, {
      userUuid: account.userUuid,
      emailType: 'email-changed',
      to: account.email,
      locale: site.locale,
      template: 'email-changed',
      params: { name: account.name, oldEmail: account.email, newEmail, supportEmail: site.supportEmail, link: site.href(routes.legal('contact')) },
      site,
    }, { now });
  } catch (error) {
    logger().error({ err: error, accountUuid: account.accountUuid }, 'the notice of a changed e-mail address could not be written');
  }
}

/** PATCH accounts/{id}/email: the password proves it is you; the link goes to the new address. */
export async function requestEmailChange(
  db: Db,
  accountUuid: string,
  { newEmail, password }: { newEmail: string; password: string },
  { requestHost, now = new Date() }: FlowContext = {},
): Promise<ChangeEmailResponse> {
  const account = await findAccount(db, byUuid(accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('InvalidCredentialsError', { field: 'password' });
  if (sameAddress(account.email, newEmail)) throw new AppError('EmailInUseError', { email: newEmail, reason: 'This is already your address.' });
  const [taken] = await db.select({ uuid: accounts.uuid }).from(accounts).where(byEmail(newEmail));
  if (taken) throw new AppError('EmailInUseError', { email: newEmail });
  // Per account, and per new address whichever account asks: no one can use this to mail any address at will.
  await emailSendThrottle().count(`change-email:${account.accountUuid}`, `to:${newEmail.toLowerCase()}`);
  await sendTokenMail(db, account, { purpose: 'change-email', to: newEmail, linkPath: (token) => routes.confirmEmail({ token, change: '1' }), params: { newEmail } }, { requestHost, now });
  return { pendingEmail: newEmail };
}

/** POST accounts/password-reset: throttled per address (known or not); a mail only where an account exists. */
export async function requestPasswordReset(db: Db, email: string, { requestHost, now = new Date() }: FlowContext = {}): Promise<void> {
  await emailSendThrottle().count(`reset:${email.toLowerCase()}`);
  const account = await findAccount(db, byEmail(email));
  if (!account) return;
  await sendTokenMail(db, account, { purpose: 'reset-password', to: account.email, linkPath: (token) => routes.resetPassword(token) }, { requestHost, now });
}

/**
 * POST accounts/password-reset/confirm: sets the new password, ends every sign-in of the account (its refresh
 * tokens are revoked) and confirms the address, since the link proved it.
 */
export async function resetPassword(db: Db, { token, newPassword }: { token: string; newPassword: string }, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const accountUuid = await db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, token, ['reset-password'], now);
    const account = await findAccount(tx, byUuid(row.accountUuid));
    if (!account) throw emailTokenError('unknown');
    if (!sameAddress(account.email, row.email)) throw emailTokenError('expired');
    await tx.update(accounts).set({ passwordHash, emailConfirmedOn: account.emailConfirmedOn ?? now }).where(byUuid(account.accountUuid));
    await tx.update(refreshTokens).set({ revokedOn: now }).where(and(eq(refreshTokens.accountUuid, account.accountUuid), isNull(refreshTokens.revokedOn)));
    return account.accountUuid;
  });
  await announceSignInsEnded(accountUuid);
}
