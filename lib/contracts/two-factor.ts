// Contracts of two-factor sign-in (TOTP): turning it on (setup + confirm) and off, shared by client and server.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';

/** A code of an authenticator app: 6 digits (RFC 6238, SHA-1, 30-second steps). */
const totpCodeSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app');

const currentPasswordSchema = z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH);

export const startTwoFactorBodySchema = z.object({ password: currentPasswordSchema });

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('The base32 secret, for typing into an authenticator app by hand'),
  otpauthUrl: z.string().describe('otpauth://totp/… key URI (issuer Knowly, label = the account e-mail)'),
  qrSvg: z.string().describe('The key URI as a QR code, an SVG document'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const confirmTwoFactorBodySchema = z.object({ totp: totpCodeSchema });

export const twoFactorConfirmedSchema = z.object({ twoFactorEnabled: z.literal(true) });

export const disableTwoFactorBodySchema = z.object({ password: currentPasswordSchema, totp: totpCodeSchema });
