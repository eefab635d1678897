// Routes of the users area of the main API (/api/v1/users).
import { signupBodySchema } from '../../lib/contracts/auth';
import { signupResponseSchema, userSchema } from '../../lib/contracts/users';
import { isLocale } from '../../config/locales';
import { countryConfigFor } from '../../lib/country/resolve-country';
import { requireAuth } from '../auth/require-auth';
import { getDb } from '../db';
import { env } from '../env';
import { defineRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { findUser } from './find-user';
import { signUp } from './sign-up';

export const INTERFACE_LANGUAGE_HEADER = 'x-interface-language';

export const signupRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users',
  tag: 'users',
  summary: 'Creates an account and its user on the country site of the request, signed in at once',
  body: signupBodySchema,
  response: signupResponseSchema,
  status: 201,
  errors: ['EmailInUseError'],
  handle: async ({ body, headers }) => {
    const header = headers[INTERFACE_LANGUAGE_HEADER];
    const site = requestSite({ headers }, { locale: typeof header === 'string' && isLocale(header) ? header : undefined, path: '/' });
    const locale = typeof header === 'string' && isLocale(header) ? header : site.defaultLocale;
    const config = countryConfigFor(site.countryCode, env().APP_ENV);
    return signUp(await getDb(), body, {
      countryCode: site.countryCode,
      countryName: config.country.englishName,
      interfaceLanguage: locale,
      contentLanguage: site.contentLanguage,
      minimumAge: config.minimumAge,
    });
  },
});

export const meRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/me',
  tag: 'users',
  summary: 'The signed-in user',
  response: userSchema,
  errors: ['AuthorizationError'],
  handle: async ({ headers }) => {
    const { userUuid } = await requireAuth(headers);
    return findUser(await getDb(), userUuid);
  },
});
