// Routes of the auth service (/api/auth) for parental consent (decision 029): the parent's link (preview, consent)
// and the child's request for the consent mail again.
import * as endpoints from '../../lib/api/endpoints';
import { ageGateOf } from '../../config/countries/age-gates';
import { ALL_COUNTRY_CODES, type CountryCode } from '../../config/countries/country-codes';
import { idParamsSchema } from '../../lib/contracts/ids';
import {
  parentalConsentBodySchema,
  parentalConsentPreviewSchema,
  parentalConsentRequestBodySchema,
  parentalConsentResponseSchema,
} from '../../lib/contracts/parental-consent';
import { AppError } from '../../lib/errors';
import { z } from 'zod';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestHost } from '../pages/request-site';
import { findUser } from '../users/find-user';
import { giveParentalConsent, previewParentalConsent, requestParentalConsent } from './parental-consent';

const isCountryCode = (code: string): code is CountryCode => (ALL_COUNTRY_CODES as readonly string[]).includes(code);

export const parentalConsentPreviewRoute = defineRoute({
  endpoint: endpoints.parentalConsentPreview,
  tag: 'auth',
  summary:
    'Whose account a parental-consent link is for (name and e-mail), without using the link. A link that cannot be used answers ' +
    'BadRequestError with data.reason unknown or expired; a used one still answers, with consentGiven.',
  body: parentalConsentBodySchema,
  response: parentalConsentPreviewSchema,
  handle: async ({ body }) => previewParentalConsent(await getDb(), body.token),
});

export const parentalConsentRoute = defineRoute({
  endpoint: endpoints.parentalConsent,
  tag: 'auth',
  summary:
    "A parent agrees with the token of the mailed link: the child's account stops being restricted. A link that cannot be used " +
    'answers BadRequestError with data.reason unknown, used or expired.',
  body: parentalConsentBodySchema,
  response: parentalConsentResponseSchema,
  handle: async ({ body }) => giveParentalConsent(await getDb(), body.token),
});

export const requestParentalConsentRoute = defineRoute({
  endpoint: endpoints.requestParentalConsent,
  tag: 'auth',
  summary:
    "Mails the consent link again, to the same or a corrected parent's address, for an account waiting for a parent's consent " +
    '(at most 1 per minute and 5 per day per account and per address); 204. An account that needs no consent gets ForbiddenError.',
  params: idParamsSchema,
  body: parentalConsentRequestBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'TooManyRequestsError'],
  handle: async ({ body, headers, caller }) => {
    const db = await getDb();
    const user = await findUser(db, caller.userUuid);
    const age = isCountryCode(user.country) ? ageGateOf(user.country).parentalConsentAge : null;
    if (!user.parentalConsentPending || age === null) throw new AppError('ForbiddenError', { reason: 'This account needs no parental consent.' });
    await requestParentalConsent(db, caller.accountUuid, { parentEmail: body.parentEmail, age }, { requestHost: requestHost({ headers }) });
    return undefined;
  },
});
