// The second factor of two-factor sign-in, as a request carries it: a code of the authenticator app, or one of the
// account's single-use recovery codes. Shared by sign-in and by the calls that change 2FA itself.
import { z } from 'zod';

/** A code of an authenticator app: 6 digits (RFC 6238, SHA-1, 30-second steps). */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app');

export { RECOVERY_CODE_COUNT } from './forms';

/** A recovery code as typed: `abcde-fghjk`; case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .max(24)
  .regex(/^(?:[a-z0-9][\s-]*){10}$/i, 'Enter a recovery code: ten letters and digits, such as abcde-23456');

/** Either factor, exactly one: for calls that need a second factor whatever the user has at hand. */
export const secondFactorShape = { totp: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() };

export const hasExactlyOneFactor = (body: { totp?: string; recoveryCode?: string }) => (body.totp === undefined) !== (body.recoveryCode === undefined);

export const oneFactorIssue = { message: 'Enter a code of your authenticator app or one recovery code', path: ['totp'] };
