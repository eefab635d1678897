// The spec's id and username forms as plain patterns, for code that must not load zod (every-page and first-load
// code); the zod contracts build on these same patterns.

/** Spec §5: a uuid or confirmation token is valid when it is 36 characters in the 8-4-4-4-12 hexadecimal form. */
export const UUID_FORM = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_FORM.test(value);
}

/** Passwords have at least this many characters (the zod contract in auth.ts; the forms' hint states it). */
export const PASSWORD_MIN_LENGTH = 8;

/** How many recovery codes a set of two-factor recovery codes holds (second-factor.ts; the profile page states it). */
export const RECOVERY_CODE_COUNT = 10;

/** How long a username may be (USERNAME_FORM; the profile page's hint states it). */
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;

/** Usernames: USERNAME_LENGTH characters of a–z, 0–9, dot and underscore; no dot at either end or twice in a row. */
export const USERNAME_FORM = new RegExp(`^(?!\\.)(?!.*\\.\\.)[a-z0-9._]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}(?<!\\.)$`);
