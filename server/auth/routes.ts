// Routes of the auth service (/api/auth): the token grants and logout.
import { z } from 'zod';
import { changePasswordBodySchema, logoutBodySchema, tokenBodySchema, tokenResponseSchema } from '../../lib/contracts/auth';
import { uuidSchema } from '../../lib/contracts/ids';
import { AppError } from '../../lib/errors';
import { getDb } from '../db';
import { DEMO_ADMIN_EMAIL } from '../db/seed/demo-content';
import { isLoopbackAddress } from '../http/loopback';
import { defineRoute } from '../http/route';
import { changePassword } from './change-password';
import { loginThrottle } from './login-throttle';
import { revokeRefreshToken } from './refresh-tokens';
import { requireSelf } from './require-self';
import { signInWithPassword, signInWithRefreshToken } from './sign-in';

export const tokenRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/oauth/token',
  tag: 'auth',
  summary: 'Signs in with e-mail and password (plus `totp` / `captcha` when asked for; failures are throttled), or renews a sign-in with a refresh token (rotated on every use)',
  body: tokenBodySchema,
  response: tokenResponseSchema,
  errors: ['InvalidCredentialsError', 'AuthorizationError', 'Requires2FAError', 'Invalid2FATokenError', 'RequiresCaptchaError', 'TooManyLoginAttemptsError'],
  handle: async ({ body, ip, peer, signed }) => {
    const db = await getDb();
    if ('refreshToken' in body) return signInWithRefreshToken(db, body.refreshToken);
    // The demo admin's password is public (README): it exists in APP_ENV=local only and signs in from this machine only.
    if (body.email.trim().toLowerCase() === DEMO_ADMIN_EMAIL && !isLoopbackAddress(peer)) throw new AppError('InvalidCredentialsError', {});
    return loginThrottle().guard({ email: body.email, ip, signed, captcha: body.captcha }, () => signInWithPassword(db, body));
  },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/oauth/logout',
  tag: 'auth',
  summary: 'Ends the sign-in the refresh token belongs to',
  body: logoutBodySchema,
  response: z.undefined(),
  status: 204,
  handle: async ({ body }) => {
    await revokeRefreshToken(await getDb(), body.refreshToken);
    return undefined;
  },
});

export const changePasswordRoute = defineRoute({
  method: 'PATCH',
  path: '/api/auth/accounts/{id}/password',
  tag: 'auth',
  summary: 'Changes your password (the account id is the `acc` claim of the access token); other sign-ins end',
  params: z.object({ id: uuidSchema }),
  body: changePasswordBodySchema,
  response: tokenResponseSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError'],
  handle: async ({ params, body, headers }) => {
    const { accountUuid } = await requireSelf(headers, params.id, 'account');
    return changePassword(await getDb(), accountUuid, body);
  },
});
