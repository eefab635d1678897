// Routes of the auth service (/api/auth): the token grants and logout.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { changePasswordBodySchema, isPasswordGrant, logoutBodySchema, tokenBodySchema, tokenResponseSchema } from '../../lib/contracts/auth';
import { idParamsSchema } from '../../lib/contracts/ids';
import { AppError } from '../../lib/errors';
import { getDb } from '../db';
import { DEMO_ADMIN_EMAIL } from '../db/seed/demo-content';
import { isLoopbackAddress } from '../http/loopback';
import { defineRoute } from '../http/route';
import { changePassword } from './change-password';
import { loginThrottle } from './login-throttle';
import { guardPasswordCheck } from './password-check-throttle';
import { answerTokens, clearRefreshTokenCookie, presentedRefreshToken, transportOf } from './refresh-token-cookie';
import { revokeRefreshToken } from './refresh-tokens';
import { signInWithPassword, signInWithRefreshToken } from './sign-in';

export const tokenRoute = defineRoute({
  endpoint: endpoints.token,
  tag: 'auth',
  summary: 'Signs in with e-mail and password (plus `totp` / `captcha` when asked for; failures are throttled), or renews a sign-in with a refresh token (rotated on every use) from the body or, for `{}`, the HttpOnly cookie; the web client (`X-Platform: web`) gets the refresh token as that cookie only',
  body: tokenBodySchema,
  response: tokenResponseSchema,
  errors: ['InvalidCredentialsError', 'AuthorizationError', 'Requires2FAError', 'Invalid2FATokenError', 'RequiresCaptchaError', 'TooManyLoginAttemptsError', 'GoogleAccountExistsError', 'AppleAccountExistsError'],
  handle: async (context) => {
    const { body, ip, peer, signed, headers } = context;
    const db = await getDb();
    if (!isPasswordGrant(body)) {
      const presented = presentedRefreshToken(body, headers);
      if (!presented) throw new AppError('AuthorizationError', { reason: 'No refresh token: send it in the body, or sign in again.' });
      return answerTokens(context, await signInWithRefreshToken(db, presented.token), presented.via);
    }
    // The demo admin's password is public (README): it exists in APP_ENV=local only and signs in from this machine only.
    if (body.email.trim().toLowerCase() === DEMO_ADMIN_EMAIL && !isLoopbackAddress(peer)) throw new AppError('InvalidCredentialsError', {});
    const tokens = await loginThrottle().guard({ email: body.email, ip, signed, captcha: body.captcha }, () => signInWithPassword(db, body));
    return answerTokens(context, tokens, transportOf(headers));
  },
});

export const logoutRoute = defineRoute({
  endpoint: endpoints.logout,
  tag: 'auth',
  summary: 'Ends the sign-in the refresh token belongs to (from the body or, for `{}`, the HttpOnly cookie, which is then deleted); its access tokens are refused from then on',
  body: logoutBodySchema,
  response: z.undefined(),
  status: 204,
  handle: async (context) => {
    const presented = presentedRefreshToken(context.body, context.headers);
    if (presented) await revokeRefreshToken(await getDb(), presented.token);
    if (presented?.via === 'cookie' || transportOf(context.headers) === 'cookie') clearRefreshTokenCookie(context);
    return undefined;
  },
});

export const changePasswordRoute = defineRoute({
  endpoint: endpoints.changePassword,
  tag: 'auth',
  summary: 'Changes your password (the account id is the `acc` claim of the access token); other sign-ins end',
  params: idParamsSchema,
  body: changePasswordBodySchema,
  response: tokenResponseSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'TooManyLoginAttemptsError'],
  handle: async (context) => {
    const { accountUuid } = context.caller;
    const db = await getDb();
    const tokens = await guardPasswordCheck(accountUuid, () => changePassword(db, accountUuid, context.body));
    return answerTokens(context, tokens, transportOf(context.headers));
  },
});
