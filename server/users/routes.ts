// Routes of the users area of the main API (/api/v1/users).
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { signupBodySchema } from '../../lib/contracts/auth';
import { idParamsSchema } from '../../lib/contracts/ids';
import { publicUserSchema, signupResponseSchema, timezoneBodySchema, updateUserBodySchema, usernameAvailabilitySchema, userSchema } from '../../lib/contracts/users';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import { requireParentalConsent } from '../auth/parental-consent';
import { answerTokens, transportOf } from '../auth/refresh-token-cookie';
import { gateSignUp } from '../auth/request-gates';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestHost } from '../pages/request-site';
import { confirmAge } from './confirm-age';
import { findUser } from './find-user';
import { setTimezone } from './set-timezone';
import { signUp } from './sign-up';
import { signupSiteOf } from './signup-site';
import { updateUser } from './update-user';
import { changeUsername, isUsernameAvailable } from './usernames';

export const signupRoute = defineRoute({
  endpoint: endpoints.signup,
  tag: 'users',
  summary: 'Creates an account and its user on the country site of the request, signed in at once (the web client, `X-Platform: web`, gets the refresh token as the HttpOnly cookie only)',
  body: signupBodySchema,
  response: signupResponseSchema,
  status: 201,
  errors: ['EmailInUseError', 'GoogleAccountExistsError', 'AppleAccountExistsError', 'RequiresCaptchaError', 'TooManyRequestsError'],
  handle: async (context) => {
    const { body, headers } = context;
    await gateSignUp({ email: body.email, ip: context.ip, captcha: body.captcha });
    const site = signupSiteOf(headers);
    const db = await getDb();
    const signedUp = await signUp(db, body, site);
    await recordServerEvent(db, serverEvent('signup_completed'), { userUuid: signedUp.user.uuid, country: site.countryCode });
    const { user, ...tokens } = signedUp;
    return { user, ...answerTokens(context, tokens, transportOf(headers)) };
  },
});

export const meRoute = defineRoute({
  endpoint: endpoints.me,
  tag: 'users',
  summary: 'The signed-in user',
  response: userSchema,
  errors: ['AuthorizationError'],
  handle: async ({ caller }) => {
    const { userUuid } = caller;
    return findUser(await getDb(), userUuid);
  },
});

export const publicUserRoute = defineRoute({
  endpoint: endpoints.publicUser,
  tag: 'users',
  summary: 'What anyone may see of a user',
  params: idParamsSchema,
  response: publicUserSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => publicUserSchema.parse(await findUser(await getDb(), params.id)),
});

export const usernameAvailabilityRoute = defineRoute({
  endpoint: endpoints.usernameAvailability,
  tag: 'users',
  summary: 'Whether a username is free',
  params: z.object({ name: z.string().max(100) }),
  response: usernameAvailabilitySchema,
  errors: ['InvalidUsernameError'],
  handle: async ({ params }) => isUsernameAvailable(await getDb(), params.name),
});

export const changeUsernameRoute = defineRoute({
  endpoint: endpoints.changeUsername,
  tag: 'users',
  summary: 'Claims a username for yourself',
  params: idParamsSchema,
  query: z.object({ username: z.string().max(100) }),
  response: z.object({ username: z.string() }),
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidUsernameError', 'UsernameInUseError'],
  handle: async ({ params, query }) => {
    const db = await getDb();
    // A username makes a public profile: not before a parent agreed (decision 029).
    await requireParentalConsent(db, params.id);
    return { username: await changeUsername(db, params.id, query.username) };
  },
});

export const timezoneRoute = defineRoute({
  endpoint: endpoints.timezone,
  tag: 'users',
  summary: "Records the device's time-zone offset",
  params: idParamsSchema,
  body: timezoneBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ params, body }) => {
    await setTimezone(await getDb(), params.id, body.offset);
    return undefined;
  },
});

export const updateUserRoute = defineRoute({
  endpoint: endpoints.updateUser,
  tag: 'users',
  summary:
    'Changes your own profile fields (name, region, interface language, school type, grade); a Google or Apple account made on a site that asks for the age ' +
    'gives its birth date here (with parentEmail under the age of digital consent: the parent is mailed the consent link)',
  params: idParamsSchema,
  body: updateUserBodySchema,
  response: userSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'TooManyRequestsError'],
  handle: async ({ params, body, headers }) => {
    const db = await getDb();
    const { birthDate, parentEmail, ...profile } = body;
    // The age first: it settles what the account may do (decision 029).
    if (birthDate !== undefined) await confirmAge(db, params.id, { birthDate, parentEmail }, { requestHost: requestHost({ headers }) });
    // No newsletter before a parent agreed (decision 029); every other field may change.
    if (profile.newsletter === true) await requireParentalConsent(db, params.id);
    return Object.keys(profile).length > 0 ? updateUser(db, params.id, profile) : findUser(db, params.id);
  },
});
