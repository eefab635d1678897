// Routes of the users area of the main API (/api/v1/users).
import { z } from 'zod';
import { signupBodySchema } from '../../lib/contracts/auth';
import { idParamsSchema } from '../../lib/contracts/ids';
import { publicUserSchema, signupResponseSchema, timezoneBodySchema, updateUserBodySchema, usernameAvailabilitySchema, userSchema } from '../../lib/contracts/users';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import { answerTokens, transportOf } from '../auth/refresh-token-cookie';
import { gateSignUp } from '../auth/request-gates';
import { requireAuth } from '../auth/require-auth';
import { requireSelf } from '../auth/require-self';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { findUser } from './find-user';
import { setTimezone } from './set-timezone';
import { signUp } from './sign-up';
import { signupSiteOf } from './signup-site';
import { updateUser } from './update-user';
import { changeUsername, isUsernameAvailable } from './usernames';

export const signupRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users',
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

export const publicUserRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/{id}/public',
  tag: 'users',
  summary: 'What anyone may see of a user',
  params: idParamsSchema,
  response: publicUserSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => publicUserSchema.parse(await findUser(await getDb(), params.id)),
});

export const usernameAvailabilityRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/usernames/{name}',
  tag: 'users',
  summary: 'Whether a username is free',
  params: z.object({ name: z.string().max(100) }),
  response: usernameAvailabilitySchema,
  errors: ['InvalidUsernameError'],
  handle: async ({ params }) => isUsernameAvailable(await getDb(), params.name),
});

export const changeUsernameRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/users/{id}/username',
  tag: 'users',
  summary: 'Claims a username for yourself',
  params: idParamsSchema,
  query: z.object({ username: z.string().max(100) }),
  response: z.object({ username: z.string() }),
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidUsernameError', 'UsernameInUseError'],
  handle: async ({ params, query, headers }) => {
    await requireSelf(headers, params.id);
    return { username: await changeUsername(await getDb(), params.id, query.username) };
  },
});

export const timezoneRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/users/{id}/timezone',
  tag: 'users',
  summary: "Records the device's time-zone offset",
  params: idParamsSchema,
  body: timezoneBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ params, body, headers }) => {
    await requireSelf(headers, params.id);
    await setTimezone(await getDb(), params.id, body.offset);
    return undefined;
  },
});

export const updateUserRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/users/{id}',
  tag: 'users',
  summary: 'Changes your own profile fields (name, region, interface language, school type, grade)',
  params: idParamsSchema,
  body: updateUserBodySchema,
  response: userSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, body, headers }) => {
    await requireSelf(headers, params.id);
    return updateUser(await getDb(), params.id, body);
  },
});
