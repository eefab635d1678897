// Sign-up: a new account and user on the request's country site, signed in at once (ARCHITECTURE §1). Where the
// country has a minimum age (spec §5: 13 in the US), the birth date must show it; the date itself is not stored.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { signupBodySchema, TokenPair } from '../../lib/contracts/auth';
import type { User } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import { sendSignupConfirmation } from '../auth/email-flows';
import { issueTokens } from '../auth/issue-tokens';
import { socialOnlyAccountError } from '../auth/social/social-sign-in';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { accounts, users } from '../db/schema';
import { findUser } from './find-user';
import { newsletterChoice } from './newsletter-consent';

type SignupInput = z.output<typeof signupBodySchema>;
export type SignupSite = {
  countryCode: string;
  countryName: string;
  interfaceLanguage: string;
  contentLanguage: string;
  minimumAge: number | null;
  /** The newsletter without a box ticked or unticked (spec §3 subscribeEmailByDefault). */
  subscribeEmailByDefault: boolean;
  /** The request's Host, for the port of the confirmation link locally (else the server's PORT). */
  requestHost?: string;
};

/** Whole years between a birth date (YYYY-MM-DD) and today, as a birthday counts them. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - year;
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

function birthDateError(message: string, minimumAge: number): AppError {
  return new AppError('FormValidationError', {
    fields: { birthDate: [message] },
    issues: [{ in: 'body', path: ['birthDate'], code: 'too_young', message }],
    minimumAge,
  });
}

function assertMinimumAge(site: SignupSite, birthDate: string | undefined, today: Date): void {
  if (site.minimumAge === null) return;
  if (!birthDate) throw birthDateError(`Enter your birth date: you must be at least ${site.minimumAge} to use Knowly in ${site.countryName}.`, site.minimumAge);
  if (ageOn(birthDate, today) < site.minimumAge) {
    throw birthDateError(`You must be at least ${site.minimumAge} years old to use Knowly in ${site.countryName}.`, site.minimumAge);
  }
}

export async function signUp(db: Db, input: SignupInput, site: SignupSite, now = new Date()): Promise<{ user: User } & TokenPair> {
  assertMinimumAge(site, input.birthDate, now);
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
          // The form's box (its wording is auth:newsletterConsent), else the country's default.
          ...newsletterChoice(input.newsletter ?? site.subscribeEmailByDefault, {
            key: input.newsletter === undefined ? 'country default (subscribeEmailByDefault)' : 'auth:newsletterConsent',
            locale: site.interfaceLanguage,
          }, now),
        })
        .returning({ uuid: users.uuid });
      const [account] = await tx.insert(accounts).values({ userUuid: user!.uuid, email: input.email, passwordHash }).returning({ uuid: accounts.uuid });
      return { userUuid: user!.uuid, accountUuid: account!.uuid };
    });
    // The outbox row is written whatever happens to delivery; a failure is logged, never fails the sign-up.
    await sendSignupConfirmation(db, accountUuid, { requestHost: site.requestHost, now });
    return { user: await findUser(db, userUuid), ...(await issueTokens(db, { accountUuid, userUuid })) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EmailInUseError', { email: input.email });
    throw error;
  }
}
