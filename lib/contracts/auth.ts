// Contracts of sign-up and the OAuth token calls (ARCHITECTURE §1 fixed contract points), shared by client and server.
import { z } from 'zod';
import { captchaFieldSchema } from './captcha';
import { PASSWORD_MIN_LENGTH } from './forms';
import { recoveryCodeSchema, totpCodeSchema } from './second-factor';

export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z.email('Enter a valid e-mail address').max(254).transform((email) => email.trim().toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/\p{L}/u, 'Use at least one letter')
  .regex(/\d/, 'Use at least one digit');

export const signupBodySchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Enter your name').max(80),
  password: passwordSchema,
  source: z.string().trim().max(100).optional(),
  sourceCampaign: z.string().trim().max(200).optional(),
  /** Needed where the country has a minimum age (spec §5: 13 in the US); where it has an age of digital consent
   *  (GDPR art. 8), a birth date under it asks for parentEmail (decision 029). */
  birthDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
  /** A parent's address, for a sign-up under the site's age of digital consent: they get the consent link. */
  parentEmail: emailSchema.optional(),
  /** The sign-up form's newsletter box; unset: the country's default (spec §3 subscribeEmailByDefault). */
  newsletter: z.boolean().optional(),
  /** A solved captcha, when the answer was RequiresCaptchaError (repeated sign-ups from one address or IP). */
  captcha: captchaFieldSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** A new access token and refresh token, as the server issues them. */
export type TokenPair = { accessToken: string; refreshToken: string };

/** The refresh token of an answer: in the body for API clients, or only in the HttpOnly cookie (decision 020). */
export const answeredRefreshTokenSchema = z
  .string()
  .optional()
  .describe('Left out for the web client (`X-Platform: web`, or a refresh token taken from the cookie): it is then set as the HttpOnly cookie `knowly_refresh` on path /api/auth');

export const tokenResponseSchema = z.object({ accessToken: z.string(), refreshToken: answeredRefreshTokenSchema });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const passwordGrantSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  totp: totpCodeSchema.optional(),
  /** In place of `totp`: one of the account's single-use recovery codes. */
  recoveryCode: recoveryCodeSchema.optional(),
  captcha: captchaFieldSchema,
});

export const refreshGrantSchema = z.object({ refreshToken: z.string().min(20).max(200) });

/** `{}`: the refresh token is the HttpOnly cookie's (the web client, decision 020). Strict, so a mistyped grant is an error. */
export const cookieRefreshGrantSchema = z.strictObject({}).describe('The refresh token is taken from the HttpOnly cookie `knowly_refresh`');

export const tokenBodySchema = z.union([refreshGrantSchema, passwordGrantSchema, cookieRefreshGrantSchema]);

export type PasswordGrant = z.output<typeof passwordGrantSchema>;
/** The password grant among the token bodies (the cookie grant's type, an empty record, defeats an `in` check). */
export const isPasswordGrant = (body: z.output<typeof tokenBodySchema>): body is PasswordGrant => 'email' in body;

export const logoutBodySchema = z.union([refreshGrantSchema, cookieRefreshGrantSchema]);

export const changePasswordBodySchema = z.object({ oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: passwordSchema });
