// Sign-up: a new account and user on the request's country site, signed in at once (ARCHITECTURE §1). Where the
// country has a minimum age (spec §5: 13 in the US), the birth date must show it; where it has an age of digital
// consent (GDPR art. 8, decision 029), a birth date under it needs a parent's address: the account is made
// restricted and the parent is mailed a consent link. The birth date itself is not stored.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ageOn, type AgeGate } from '../../config/countries/age-gates';
import type { signupBodySchema, TokenPair } from '../../lib/contracts/auth';
import type { User } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import { sendSignupConfirmation } from '../auth/email-flows';
import { issueTokens } from '../auth/issue-tokens';
import { sendSignupParentalConsent } from '../auth/parental-consent';
import { socialOnlyAccountError } from '../auth/social/social-sign-in';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { accounts, users } from '../db/schema';
import { findUser } from './find-user';
import { newsletterChoice } from './newsletter-consent';

type SignupInput = z.output<typeof signupBodySchema>;
export type SignupSite = AgeGate & {
  countryCode: string;
  countryName: string;
  interfaceLanguage: string;
  contentLanguage: string;
  /** The newsletter without a box ticked or unticked (spec §3 subscribeEmailByDefault). */
  subscribeEmailByDefault: boolean;
  /** The request's Host, for the port of the confirmation link locally (else the server's PORT). */
  requestHost?: string;
};

function ageError(field: 'birthDate' | 'parentEmail', code: string, message: string, data: Record<string, unknown>): AppError {
  return new AppError('FormValidationError', {
    fields: { [field]: [message] },
    issues: [{ in: 'body', path: [field], code, message }],
    ...data,
  });
}

/** The parent to ask, when the sign-up is under the site's age of digital consent; FormValidationError when too young
 *  or when the parent's address is missing or the child's own. Also the age step of a Google or Apple account. */
export function parentToAsk(
  site: Pick<SignupSite, 'minimumAge' | 'parentalConsentAge' | 'countryName'>,
  input: Pick<SignupInput, 'birthDate' | 'parentEmail' | 'email'>,
  today: Date,
): { parentEmail: string; age: number } | null {
  const { minimumAge, parentalConsentAge } = site;
  if (minimumAge !== null) {
    if (!input.birthDate) throw ageError('birthDate', 'too_young', `Enter your birth date: you must be at least ${minimumAge} to use Knowly in ${site.countryName}.`, { minimumAge });
    if (ageOn(input.birthDate, today) < minimumAge) throw ageError('birthDate', 'too_young', `You must be at least ${minimumAge} years old to use Knowly in ${site.countryName}.`, { minimumAge });
  }
  // Without a birth date (API clients that do not ask for it) nothing more is known: decision 029.
  if (parentalConsentAge === null || !input.birthDate || ageOn(input.birthDate, today) >= parentalConsentAge) return null;
  if (!input.parentEmail) {
    throw ageError('parentEmail', 'parental_consent_required', `Under ${parentalConsentAge}, a parent must agree: enter a parent's e-mail address.`, { parentalConsentAge });
  }
  if (input.parentEmail === input.email) throw ageError('parentEmail', 'same_as_own_email', "Enter a parent's address, not your own.", { parentalConsentAge });
  return { parentEmail: input.parentEmail, age: parentalConsentAge };
}

export async function signUp(db: Db, input: SignupInput, site: SignupSite, now = new Date()): Promise<{ user: User } & TokenPair> {
  const parent = parentToAsk(site, input, now);
  const [existing] = await db.select({ uuid: accounts.uuid, passwordHash: accounts.passwordHash }).from(accounts).where(sql`lower(${accounts.email}) = ${input.email}`);
  if (existing) throw (existing.passwordHash === null ? await socialOnlyAccountError(db, existing.uuid) : null) ?? new AppError('EmailInUseError', { email: input.email });
  const passwordHash = await hashPassword(input.password);
  try {
    const { userUuid, accountUuid } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          country: site.countryCode,
          interfaceLanguage: site.interfaceLanguage,
          primaryContentLanguage: site.contentLanguage,
          source: input.source ?? null,
          sourceCampaign: input.sourceCampaign ?? null,
          // The form's box (its wording is auth:newsletterConsent), else the country's default; never while a
          // parent has not agreed (decision 029).
          ...newsletterChoice(parent === null && (input.newsletter ?? site.subscribeEmailByDefault), {
            key: input.newsletter === undefined ? 'country default (subscribeEmailByDefault)' : 'auth:newsletterConsent',
            locale: site.interfaceLanguage,
          }, now),
          ...(parent ? { parentEmail: parent.parentEmail, parentalConsentRequestedOn: now } : {}),
        })
        .returning({ uuid: users.uuid });
      const [account] = await tx.insert(accounts).values({ userUuid: user!.uuid, email: input.email, passwordHash }).returning({ uuid: accounts.uuid });
      return { userUuid: user!.uuid, accountUuid: account!.uuid };
    });
    // The outbox row is written whatever happens to delivery; a failure is logged, never fails the sign-up.
    await sendSignupConfirmation(db, accountUuid, { requestHost: site.requestHost, now });
    if (parent) await sendSignupParentalConsent(db, accountUuid, parent, { requestHost: site.requestHost, now });
    return { user: await findUser(db, userUuid), ...(await issueTokens(db, { accountUuid, userUuid })) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EmailInUseError', { email: input.email });
    throw error;
  }
}
