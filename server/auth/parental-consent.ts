// The parental-consent path (decision 029): a sign-up under the site's age of digital consent (GDPR art. 8) makes a
// restricted account and mails the parent's address a consent link; the parent sees whose account it is (preview)
// and agrees (consent), and the account becomes full. Restricted accounts are refused, with ForbiddenError
// data.reason 'parentalConsentRequired', by the actions that call requireParentalConsent.
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { ParentalConsentPreview } from '../../lib/contracts/parental-consent';
import type { Db } from '../db';
import { accounts, emailTokens, users } from '../db/schema';
import { logger } from '../logger';
import { mailSite } from '../mail/mail-site';
import { sendMail } from '../mail/send-mail';
import { consumeEmailToken, emailTokenError, hashEmailToken, issueEmailToken } from './email-tokens';
import { emailSendThrottle } from './email-throttle';
import type { FlowContext } from './email-flows';
import { routes } from '../../lib/routes/page-routes';

const PURPOSE = 'parental-consent';

type ConsentColumns = { parentalConsentRequestedOn: Date | null; parentalConsentGivenOn: Date | null; parentEmail: string | null };

/** Restricted: consent asked for (or the age still to be given) and not given. */
const isRestricted = (user: ConsentColumns): boolean => user.parentalConsentRequestedOn !== null && user.parentalConsentGivenOn === null;

/** Whether a user row is waiting for a parent's consent: asked of a parent and not given. */
export const isParentalConsentPending = (user: ConsentColumns): boolean => isRestricted(user) && user.parentEmail !== null;

/** Whether a user row still has to give its birth date: a Google or Apple account made on a site that asks for the
 *  age (restricted from the start, no parent known yet; decision 029). */
export const isAgeConfirmationPending = (user: ConsentColumns): boolean => isRestricted(user) && user.parentEmail === null;

/** For the actions a restricted account may not take (decision 029): ForbiddenError until a parent agreed (reason
 *  parentalConsentRequired), or, for an account whose age is not known yet, until the birth date is given (reason
 *  ageConfirmationRequired: the client sends the user to onboarding's age step). */
export async function requireParentalConsent(db: Db, userUuid: string): Promise<void> {
  const [user] = await db
    .select({ parentalConsentRequestedOn: users.parentalConsentRequestedOn, parentalConsentGivenOn: users.parentalConsentGivenOn, parentEmail: users.parentEmail })
    .from(users)
    .where(eq(users.uuid, userUuid));
  if (!user || !isRestricted(user)) return;
  if (isAgeConfirmationPending(user)) {
    throw new AppError('ForbiddenError', { reason: 'ageConfirmationRequired', message: 'Give your birth date first (onboarding asks for it).' });
  }
  throw new AppError('ForbiddenError', { reason: 'parentalConsentRequired', message: 'A parent must agree to this account first (the link was mailed to them).' });
}

type ChildAccount = { accountUuid: string; userUuid: string; email: string; name: string; country: string; interfaceLanguage: string; parentalConsentGivenOn: Date | null };

async function childAccount(db: Db, accountUuid: string): Promise<ChildAccount | undefined> {
  const [row] = await db
    .select({
      accountUuid: accounts.uuid,
      userUuid: users.uuid,
      email: accounts.email,
      name: users.name,
      country: users.country,
      interfaceLanguage: users.interfaceLanguage,
      parentalConsentGivenOn: users.parentalConsentGivenOn,
    })
    .from(accounts)
    .innerJoin(users, eq(users.uuid, accounts.userUuid))
    .where(eq(accounts.uuid, accountUuid));
  return row;
}

type ParentRequest = { parentEmail: string; age: number };

/** Records the parent's address and mails them the consent link (in the child's interface language, on the child's
 *  site); `age` is the consent age the mail states. The callers throttle. */
async function mailParent(db: Db, child: ChildAccount, { parentEmail, age }: ParentRequest, { requestHost, now = new Date() }: FlowContext): Promise<void> {
  await db
    .update(users)
    .set({ parentEmail, parentalConsentRequestedOn: sql`coalesce(${users.parentalConsentRequestedOn}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.uuid, child.userUuid));
  const token = await issueEmailToken(db, { accountUuid: child.accountUuid, purpose: PURPOSE, email: parentEmail }, now);
  const site = mailSite(child, requestHost);
  await sendMail(db, {
    userUuid: child.userUuid,
    emailType: 'parental-consent',
    to: parentEmail,
    locale: site.locale,
    template: 'parental-consent',
    params: { age, link: site.href(routes.parentalConsent(token)) },
    site,
  }, { now });
}

const perAddress = (parentEmail: string) => `to:${parentEmail.toLowerCase()}`;

/**
 * POST accounts/{id}/parental-consent: the consent mail again, to the same or a corrected address. Throttled per
 * account and per parent address (1 a minute, 5 a day), so that nobody can mail an address at will.
 */
export async function requestParentalConsent(db: Db, accountUuid: string, request: ParentRequest, context: FlowContext = {}): Promise<void> {
  const child = await childAccount(db, accountUuid);
  if (!child) throw new AppError('NotFoundError', { resource: 'account' });
  if (child.parentalConsentGivenOn !== null) return;
  if (request.parentEmail.toLowerCase() === child.email.toLowerCase()) {
    throw new AppError('FormValidationError', { fields: { parentEmail: ["Enter a parent's address, not your own."] }, reason: 'sameAsOwnEmail' });
  }
  await emailSendThrottle().count(`parental-consent:${accountUuid}`, perAddress(request.parentEmail));
  await mailParent(db, child, request, context);
}

/** After a sign-up that needs it: the first consent mail (throttled per parent address; the sign-up itself is gated).
 *  Never throws: the account exists and can ask again. */
export async function sendSignupParentalConsent(db: Db, accountUuid: string, request: ParentRequest, context: FlowContext = {}): Promise<void> {
  try {
    const child = await childAccount(db, accountUuid);
    if (!child) return;
    await emailSendThrottle().count(perAddress(request.parentEmail));
    await mailParent(db, child, request, context);
  } catch (error) {
    logger().error({ err: error, accountUuid }, 'the parental-consent mail of a sign-up could not be written');
  }
}

/** Whose account a consent link is for, without using it; BadRequestError (unknown/used/expired) for a dead link. */
export async function previewParentalConsent(db: Db, token: string, now = new Date()): Promise<ParentalConsentPreview> {
  const [row] = await db
    .select({ accountUuid: emailTokens.accountUuid, usedOn: emailTokens.usedOn, expiresOn: emailTokens.expiresOn })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashEmailToken(token)), eq(emailTokens.purpose, PURPOSE)));
  const child = row ? await childAccount(db, row.accountUuid) : undefined;
  if (!row || !child) throw emailTokenError('unknown');
  // A used link still shows a parent who opens it again that consent was given.
  if (row.usedOn === null && row.expiresOn <= now) throw emailTokenError('expired');
  return { childName: child.name, childEmail: child.email, consentGiven: child.parentalConsentGivenOn !== null };
}

/** The parent agrees: the link is used up and the account becomes full (only for the address the link went to). */
export async function giveParentalConsent(db: Db, token: string, now = new Date()): Promise<{ childName: string; consentGiven: true }> {
  return db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, token, [PURPOSE], now);
    const [child] = await tx
      .update(users)
      .set({ parentalConsentGivenOn: sql`coalesce(${users.parentalConsentGivenOn}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.uuid, sql`(select ${accounts.userUuid} from ${accounts} where ${accounts.uuid} = ${row.accountUuid})`), sql`lower(${users.parentEmail}) = ${row.email.toLowerCase()}`))
      .returning({ name: users.name });
    // The child asked for a newer link to another address since: this one consents to nothing.
    if (!child) throw emailTokenError('expired');
    return { childName: child.name, consentGiven: true as const };
  });
}
