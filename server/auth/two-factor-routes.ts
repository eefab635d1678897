// Routes of two-factor sign-in (auth service): setup, confirm, turning it off and renewing the recovery codes, each
// for your own account only.
import { z } from 'zod';
import { idParamsSchema } from '../../lib/contracts/ids';
import { confirmTwoFactorBodySchema, passwordAndFactorBodySchema, recoveryCodesSchema, startTwoFactorBodySchema, twoFactorConfirmedSchema, twoFactorSetupSchema } from '../../lib/contracts/two-factor';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { guardPasswordCheck } from './password-check-throttle';
import { requireSelf } from './require-self';
import { confirmTwoFactor, disableTwoFactor, renewRecoveryCodes, startTwoFactorSetup } from './two-factor';

export const startTwoFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/accounts/{id}/2fa',
  tag: 'auth',
  summary: 'Starts turning on two-factor sign-in: a new TOTP secret (with its otpauth URI and QR code), in force after confirm',
  params: idParamsSchema,
  body: startTwoFactorBodySchema,
  response: twoFactorSetupSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'DuplicateError', 'TooManyLoginAttemptsError'],
  handle: async ({ params, body, headers }) => {
    const { accountUuid } = await requireSelf(headers, params.id, 'account');
    const db = await getDb();
    return guardPasswordCheck(accountUuid, () => startTwoFactorSetup(db, accountUuid, body.password));
  },
});

export const confirmTwoFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/accounts/{id}/2fa/confirm',
  tag: 'auth',
  summary: 'Puts two-factor sign-in in force with a code from the authenticator app; answers ten single-use recovery codes, shown this once',
  params: idParamsSchema,
  body: confirmTwoFactorBodySchema,
  response: twoFactorConfirmedSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'Invalid2FATokenError', 'DuplicateError'],
  handle: async ({ params, body, headers }) => {
    const { accountUuid } = await requireSelf(headers, params.id, 'account');
    return confirmTwoFactor(await getDb(), accountUuid, body.totp);
  },
});

export const disableTwoFactorRoute = defineRoute({
  method: 'DELETE',
  path: '/api/auth/accounts/{id}/2fa',
  tag: 'auth',
  summary: 'Turns two-factor sign-in off (password and an app code or a recovery code) and deletes the secret and the recovery codes',
  params: idParamsSchema,
  body: passwordAndFactorBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'Invalid2FATokenError', 'TooManyLoginAttemptsError'],
  handle: async ({ params, body, headers }) => {
    const { accountUuid } = await requireSelf(headers, params.id, 'account');
    const db = await getDb();
    await guardPasswordCheck(accountUuid, () => disableTwoFactor(db, accountUuid, body));
    return undefined;
  },
});

export const renewRecoveryCodesRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/accounts/{id}/2fa/recovery-codes',
  tag: 'auth',
  summary: 'A new set of ten recovery codes (password and an app code or a recovery code); the old set stops working',
  params: idParamsSchema,
  body: passwordAndFactorBodySchema,
  response: recoveryCodesSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'Invalid2FATokenError', 'BadRequestError', 'TooManyLoginAttemptsError'],
  handle: async ({ params, body, headers }) => {
    const { accountUuid } = await requireSelf(headers, params.id, 'account');
    const db = await getDb();
    return guardPasswordCheck(accountUuid, () => renewRecoveryCodes(db, accountUuid, body));
  },
});
