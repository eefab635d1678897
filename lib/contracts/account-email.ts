// Contracts of the e-mail side of accounts (spec §7 auth service and the main API's newsletter unsubscribe), shared
// by client and server: confirm the address, change it, reset a forgotten password, unsubscribe from a mail link.
import { z } from 'zod';
import { captchaFieldSchema } from './captcha';
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema } from './auth';
import { confirmationTokenSchema, uuidSchema } from './ids';
import { UNSUBSCRIBE_LINK_LIMITS } from './unsubscribe-link';

/** The kinds of mail the product sends (outbox `email_type`, the spec's emailType). */
export type EmailType = 'confirm-email' | 'reset-password' | 'change-email' | 'email-changed' | 'newsletter' | 'parental-consent' | 'payout-status' | 'pro-plan' | 'competition-prize' | 'moderation-warning';

/** Mails that carry an unsubscribe link (the user may opt out of them); account mails must reach the user. */
export const NEWSLETTER_EMAIL_TYPES: readonly EmailType[] = ['newsletter'];

/** POST accounts/confirm-email: the token of a confirmation link (a new account's or a changed address's). */
export const confirmEmailBodySchema = z.object({ confirmationToken: confirmationTokenSchema });
export const confirmEmailResponseSchema = z.object({ email: z.string(), emailConfirmed: z.literal(true) });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** PATCH accounts/{id}/email: the new address, proved by the current password; it changes once confirmed. */
export const changeEmailBodySchema = z.object({ newEmail: emailSchema, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const changeEmailResponseSchema = z.object({ pendingEmail: z.string() });
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** POST accounts/password-reset: asks for a reset link (the answer never tells whether the address has an account). */
/** `captcha`: a solved captcha, when the answer was RequiresCaptchaError (many requests from one IP). */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema, captcha: captchaFieldSchema });

/** POST accounts/password-reset/confirm: the token of the reset link and the new password. */
export const passwordResetConfirmBodySchema = z.object({ token: confirmationTokenSchema, newPassword: passwordSchema });

/** POST users/newsletter/unsubscribe/v2 (spec §7): the three values of a mail's unsubscribe link. */
export const unsubscribeBodySchema = z.object({
  emailType: z.string().min(1).max(UNSUBSCRIBE_LINK_LIMITS.emailTypeMaxLength),
  emailPreferencesToken: z.string().min(1).max(UNSUBSCRIBE_LINK_LIMITS.tokenMaxLength),
  emailUuid: uuidSchema,
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
