// Contracts of two-factor sign-in (TOTP): turning it on (setup + confirm) and off, and renewing the recovery codes;
// shared by client and server.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';
import { hasExactlyOneFactor, oneFactorIssue, RECOVERY_CODE_COUNT, secondFactorShape, totpCodeSchema } from './second-factor';


const currentPasswordSchema = z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH);

export const startTwoFactorBodySchema = z.object({ password: currentPasswordSchema });

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('The base32 secret, for typing into an authenticator app by hand'),
  otpauthUrl: z.string().describe('otpauth://totp/… key URI (issuer Knowly, label = the account e-mail)'),
  qrSvg: z.string().describe('The key URI as a QR code, an SVG document'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const confirmTwoFactorBodySchema = z.object({ totp: totpCodeSchema });

const recoveryCodesListSchema = z
  .array(z.string())
  .length(RECOVERY_CODE_COUNT)
  .describe('Single-use recovery codes, shown this once: each signs in once in place of an app code');

export const twoFactorConfirmedSchema = z.object({ twoFactorEnabled: z.literal(true), recoveryCodes: recoveryCodesListSchema });

/** The password and a second factor (an app code or a recovery code): to turn 2FA off or renew the recovery codes. */
export const passwordAndFactorBodySchema = z.object({ password: currentPasswordSchema, ...secondFactorShape }).refine(hasExactlyOneFactor, oneFactorIssue);
export type PasswordAndFactor = z.output<typeof passwordAndFactorBodySchema>;


export const recoveryCodesSchema = z.object({ recoveryCodes: recoveryCodesListSchema });
