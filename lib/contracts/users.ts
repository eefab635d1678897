// The spec's User (§3) as the API answers it.
import { z } from 'zod';
import { examBoardIdSchema } from './exam-boards';
import { THEME_PREFERENCES } from '../../config/ui';
import { emailSchema, tokenResponseSchema } from './auth';

/** The colour theme a user chose (config/ui.ts). */
const themePreferenceSchema = z.enum(THEME_PREFERENCES);

export const userSchema = z.object({
  uuid: z.uuid(),
  createdOn: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  country: z.string(),
  interfaceLanguage: z.string(),
  primaryContentLanguage: z.string(),
  region: z.string().nullable(),
  schoolType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The first of `grades` (spec §3 has one grade); `grades` holds all where the country allows several. */
  grade: z.object({ id: z.uuid(), level: z.number().int(), name: z.string() }).nullable(),
  grades: z.array(z.object({ id: z.uuid(), level: z.number().int(), name: z.string() })),
  subjects: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string() })),
  /** The exam board the student sits (config/exam-boards.ts; only where the country has exam boards), null for none. */
  examBoard: z.string().nullable(),
  premiumStatus: z.string(),
  knowerUuid: z.uuid().nullable(),
  source: z.string().nullable(),
  sourceCampaign: z.string().nullable(),
  isActiveKnower: z.boolean(),
  active: z.boolean(),
  /** Path of the resized profile picture (changes with the picture), null without one. */
  profilePictureUrl: z.string().nullable(),
  // Private to the user themself (users/me):
  accountUuid: z.uuid(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  twoFactorEnabled: z.boolean(),
  newsletter: z.boolean(),
  onboarded: z.boolean(),
  timezoneOffsetMinutes: z.number().int().nullable(),
  themePreference: themePreferenceSchema,
  /** Unused recovery codes of two-factor sign-in (0 while 2FA is off). */
  recoveryCodesLeft: z.number().int().min(0),
  /** Signed up under the site's age of digital consent and no parent has agreed yet: restricted (decision 029). */
  parentalConsentPending: z.boolean(),
  /** Made with Google or Apple on a site that asks for the age: restricted until the birth date is given (onboarding's
   *  first step, PATCH users/{id} with birthDate) and, under the age of digital consent, a parent agreed (decision 029). */
  ageConfirmationPending: z.boolean(),
  /** The opaque id the user's shared links carry as `sid` (never their uuid); the analytics service maps it back. */
  shareId: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const signupResponseSchema = z.object({ user: userSchema, ...tokenResponseSchema.shape });

export { USERNAME_FORM } from './forms';

export const publicUserSchema = userSchema.pick({
  uuid: true,
  name: true,
  username: true,
  knowerUuid: true,
  isActiveKnower: true,
  createdOn: true,
  country: true,
  profilePictureUrl: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const usernameAvailabilitySchema = z.object({ username: z.string(), available: z.boolean() });

/** Spec §7: PATCH users/{id}/timezone with the device's offset; minutes east of UTC (−12 h … +14 h). */
export const timezoneBodySchema = z.object({ offset: z.number().int().min(-720).max(840) });

export const knowerSchema = z.object({ uuid: z.uuid(), userUuid: z.uuid(), isActive: z.boolean(), createdOn: z.string() });
export type Knower = z.infer<typeof knowerSchema>;

/** PATCH users/{uuid}: the fields a user may change themselves; school type, grades and subjects by id. */
export const updateUserBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    region: z.string().trim().max(80).nullable(),
    interfaceLanguage: z.string().max(10),
    schoolTypeId: z.uuid().nullable(),
    /** Spec §3's single grade; the same as gradeIds: [gradeId] (null clears). */
    gradeId: z.uuid().nullable(),
    /** Several only where the country allows it (feature switch multipleGradesSelectable). */
    gradeIds: z.array(z.uuid()).max(13),
    subjectIds: z.array(z.uuid()).max(40),
    /** One of the user's country's exam boards (config/exam-boards.ts); null clears. */
    examBoard: examBoardIdSchema.nullable(),
    newsletter: z.boolean(),
    themePreference: themePreferenceSchema,
    /** Marks onboarding as finished. */
    onboarded: z.literal(true),
    /** Only while ageConfirmationPending: the birth date (not stored) that settles the age gate (decision 029). */
    birthDate: z.iso.date('Enter a date as YYYY-MM-DD'),
    /** With a birthDate under the site's age of digital consent: the parent who gets the consent link. */
    parentEmail: emailSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
