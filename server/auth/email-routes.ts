// Routes of the auth service (/api/auth) for the e-mail side of accounts: resend the confirmation, confirm an
// address, change it, and reset a forgotten password.
import * as endpoints from '../../lib/api/endpoints';
import { assertSelf, signedInCaller } from './caller';
import { z } from 'zod';
import {
  changeEmailBodySchema,
  changeEmailResponseSchema,
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
} from '../../lib/contracts/account-email';
import { idParamsSchema } from '../../lib/contracts/ids';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestHost } from '../pages/request-site';
import { confirmEmail, requestEmailChange, requestPasswordReset, resendConfirmation, resetPassword } from './email-flows';
import { guardPasswordCheck } from './password-check-throttle';
import { gatePasswordReset } from './request-gates';

export const resendConfirmationRoute = defineRoute({
  endpoint: endpoints.resendConfirmation,
  tag: 'auth',
  summary:
    'Sends the confirmation mail again. Works without a token (for a sign-in refused with EmailConfirmationRequiredError); ' +
    'at most 1 per minute and 5 per day per account. Unknown or already confirmed accounts get 204 and no mail.',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'TooManyRequestsError'],
  handle: async ({ params, headers }) => {
    // With a token it must be your own account; without one the throttle is the only guard.
    if (headers.authorization) assertSelf(await signedInCaller(headers), params.id, 'account');
    await resendConfirmation(await getDb(), params.id, { requestHost: requestHost({ headers }) });
    return undefined;
  },
});

export const confirmEmailRoute = defineRoute({
  endpoint: endpoints.confirmEmail,
  tag: 'auth',
  summary:
    'Confirms an address with the token of its e-mailed link; for a change of address, the account switches to the new ' +
    'one and the old one is notified. A token that cannot be used answers BadRequestError with data.reason unknown, used or expired.',
  body: confirmEmailBodySchema,
  response: confirmEmailResponseSchema,
  errors: ['EmailInUseError'],
  handle: async ({ body, headers }) => confirmEmail(await getDb(), body.confirmationToken, { requestHost: requestHost({ headers }) }),
});

export const changeEmailRoute = defineRoute({
  endpoint: endpoints.changeEmail,
  tag: 'auth',
  summary: 'Asks to change your e-mail address (password required); it changes once the link mailed to the new address is opened',
  params: idParamsSchema,
  body: changeEmailBodySchema,
  response: changeEmailResponseSchema,
  status: 202,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'EmailInUseError', 'NotFoundError', 'TooManyLoginAttemptsError', 'TooManyRequestsError'],
  handle: async ({ body, headers, caller }) => {
    const { accountUuid } = caller;
    const db = await getDb();
    return guardPasswordCheck(accountUuid, () => requestEmailChange(db, accountUuid, body, { requestHost: requestHost({ headers }) }));
  },
});

export const passwordResetRequestRoute = defineRoute({
  endpoint: endpoints.passwordResetRequest,
  tag: 'auth',
  summary: 'Mails a password-reset link if the address has an account; always 204 (at most 1 per minute and 5 per day per address)',
  body: passwordResetRequestBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['TooManyRequestsError', 'RequiresCaptchaError'],
  handle: async ({ body, headers, ip }) => {
    await gatePasswordReset({ email: body.email, ip, captcha: body.captcha });
    await requestPasswordReset(await getDb(), body.email, { requestHost: requestHost({ headers }) });
    return undefined;
  },
});

export const passwordResetConfirmRoute = defineRoute({
  endpoint: endpoints.passwordResetConfirm,
  tag: 'auth',
  summary:
    'Sets a new password with the token of a reset link; every sign-in of the account ends and its address counts as confirmed. ' +
    'A token that cannot be used answers BadRequestError with data.reason unknown, used or expired.',
  body: passwordResetConfirmBodySchema,
  response: z.undefined(),
  status: 204,
  handle: async ({ body }) => {
    await resetPassword(await getDb(), body);
    return undefined;
  },
});
