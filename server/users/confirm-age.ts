// The age step of an account made with Google or Apple on a site that asks for the age (decision 029): the birth date
// settles the site's age gate as the e-mail sign-up does — at or over the age of digital consent the account becomes
// full; under it a parent's address is needed, who is mailed the consent link (the account stays restricted until
// they agree). The birth date itself is not stored.
import { eq } from 'drizzle-orm';
import { ageGateOf } from '../../config/countries/age-gates';
import { ALL_COUNTRY_CODES, type CountryCode } from '../../config/countries/country-codes';
import { countryConfigFor } from '../../lib/country/resolve-country';
import { AppError } from '../../lib/errors';
import { isAgeConfirmationPending, requestParentalConsent } from '../auth/parental-consent';
import type { FlowContext } from '../auth/email-flows';
import type { Db } from '../db';
import { accounts, users } from '../db/schema';
import { env } from '../env';
import { parentToAsk } from './sign-up';

const isCountryCode = (code: string): code is CountryCode => (ALL_COUNTRY_CODES as readonly string[]).includes(code);

export async function confirmAge(
  db: Db,
  userUuid: string,
  { birthDate, parentEmail }: { birthDate: string; parentEmail?: string },
  context: FlowContext = {},
): Promise<void> {
  const [user] = await db
    .select({
      country: users.country,
      parentEmail: users.parentEmail,
      parentalConsentRequestedOn: users.parentalConsentRequestedOn,
      parentalConsentGivenOn: users.parentalConsentGivenOn,
      accountUuid: accounts.uuid,
      email: accounts.email,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.userUuid, users.uuid))
    .where(eq(users.uuid, userUuid));
  if (!user) throw new AppError('NotFoundError', { resource: 'user' });
  if (!isAgeConfirmationPending(user) || !isCountryCode(user.country)) {
    throw new AppError('ForbiddenError', { reason: 'ageAlreadyConfirmed', message: 'This account has no age to confirm.' });
  }
  const gate = ageGateOf(user.country);
  const countryName = countryConfigFor(user.country, env().APP_ENV).country.englishName;
  const parent = parentToAsk({ ...gate, countryName }, { birthDate, parentEmail, email: user.email }, context.now ?? new Date());
  if (parent) {
    await requestParentalConsent(db, user.accountUuid, parent, context);
    return;
  }
  // Old enough: nothing was asked of anyone after all.
  await db.update(users).set({ parentalConsentRequestedOn: null }).where(eq(users.uuid, userUuid));
}
