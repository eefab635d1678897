// Routes of two-factor sign-in (auth service): setup, confirm, turning it off and renewing the recovery codes, each
// for your own account only.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { idParamsSchema } from '../../lib/contracts/ids';
import { confirmTwoFactorBodySchema, passwordAndFactorBodySchema, recoveryCodesSchema, startTwoFactorBodySchema, twoFactorConfirmedSchema, twoFactorSetupSchema } from '../../lib/contracts/two-factor';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { guardPasswordCheck } from './password-check-throttle';
import { confirmTwoFactor, disableTwoFactor, renewRecoveryCodes, startTwoFactorSetup } from './two-factor';

export const startTwoFactorRoute = defineRoute({
  endpoint: endpoints.startTwoFactor,
  tag: 'auth',
  summary: 'Starts turning on two-factor sign-in: a new TOTP secret (with its otpauth URI and QR code), in force after confirm',
  params: idParamsSchema,
  body: startTwoFactorBodySchema,
  response: twoFactorSetupSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'DuplicateError', 'TooManyLoginAttemptsError'],
  handle: async ({ body, caller }) => {
    const { accountUuid } = caller;
    const db = await getDb();
    return guardPasswordCheck(accountUuid, () => startTwoFactorSetup(db, accountUuid, body.password));
  },
});

export const confirmTwoFactorRoute = defineRoute({
  endpoint: endpoints.confirmTwoFactor,
  tag: 'auth',
  summary: 'Puts two-factor sign-in in force with a code from the authenticator app; answers ten single-use recovery codes, shown this once',
  params: idParamsSchema,
  body: confirmTwoFactorBodySchema,
  response: twoFactorConfirmedSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'Invalid2FATokenError', 'DuplicateError'],
  handle: async ({ body, caller }) => {
    const { accountUuid } = caller;
    return confirmTwoFactor(await getDb(), accountUuid, body.totp);
  },
});

export const disableTwoFactorRoute = defineRoute({
  endpoint: endpoints.disableTwoFactor,
  tag: 'auth',
  summary: 'Turns two-factor sign-in off (password and an app code or a recovery code) and deletes the secret and the recovery codes',
  params: idParamsSchema,
  body: passwordAndFactorBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'Invalid2FATokenError', 'TooManyLoginAttemptsError'],
  handle: async ({ body, caller }) => {
    const { accountUuid } = caller;
    const db = await getDb();
    await guardPasswordCheck(accountUuid, () => disableTwoFactor(db, accountUuid, body));
    return undefined;
  },
});

export const renewRecoveryCodesRoute = defineRoute({
  endpoint: endpoints.renewRecoveryCodes,
  tag: 'auth',
  summary: 'A new set of ten recovery codes (password and an app code or a recovery code); the old set stops working',
  params: idParamsSchema,
  body: passwordAndFactorBodySchema,
  response: recoveryCodesSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'Invalid2FATokenError', 'BadRequestError', 'TooManyLoginAttemptsError'],
  handle: async ({ body, caller }) => {
    const { accountUuid } = caller;
    const db = await getDb();
    return guardPasswordCheck(accountUuid, () => renewRecoveryCodes(db, accountUuid, body));
  },
});
