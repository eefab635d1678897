// Contracts of sign-up and the OAuth token calls (ARCHITECTURE §1 fixed contract points), shared by client and server.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
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
  /** Needed where the country has a minimum age (spec §5: 13 in the US). */
  birthDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const tokenResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const passwordGrantSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  totp: z.string().regex(/^\d{6}$/).optional(),
  captcha: z.string().max(4000).optional(),
});

export const refreshGrantSchema = z.object({ refreshToken: z.string().min(20).max(200) });

export const tokenBodySchema = z.union([refreshGrantSchema, passwordGrantSchema]);

export const logoutBodySchema = refreshGrantSchema;

export const changePasswordBodySchema = z.object({ oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: passwordSchema });
