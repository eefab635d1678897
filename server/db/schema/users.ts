// People and their sign-in: users (the spec's User), accounts (credentials) and refresh tokens.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS } from '../../../lib/contracts/social-providers';
import { grades, schoolTypes, subjects } from './catalogue';

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    username: text('username'),
    country: text('country').notNull(),
    interfaceLanguage: text('interface_language').notNull(),
    primaryContentLanguage: text('primary_content_language').notNull(),
    region: text('region'),
    schoolTypeId: uuid('school_type_id').references(() => schoolTypes.id),
    /** The exam board the student sits (config/exam-boards.ts), in the countries that have them; else null. */
    examBoard: text('exam_board'),
    premiumStatus: text('premium_status').notNull().default('NONE'),
    source: text('source'),
    sourceCampaign: text('source_campaign'),
    active: boolean('active').notNull().default(true),
    /** Minutes east of UTC, as the device last reported (PATCH users/{id}/timezone). */
    timezoneOffsetMinutes: integer('timezone_offset_minutes'),
    /** Storage key of the resized profile picture (server/files), null without one. */
    profilePictureKey: text('profile_picture_key'),
    /** Whether the user wants the newsletter; turned off by an unsubscribe link or in the profile. */
    newsletter: boolean('newsletter').notNull().default(true),
    /** When the user last agreed to the newsletter, and to which wording (the text's key, language and app version). */
    newsletterConsentOn: timestamp('newsletter_consent_on', { withTimezone: true }),
    newsletterConsentWording: text('newsletter_consent_wording'),
    /** 'admin' for the team (analytics page); 'user' for everyone else. */
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    /** When onboarding (school type, grades, subjects, region) was finished. */
    onboardedOn: timestamp('onboarded_on', { withTimezone: true }),
    /** Light, dark or the device's setting ('system'), chosen in the app; mirrored in the knowly_theme cookie. */
    themePreference: text('theme_preference', { enum: ['system', 'light', 'dark'] }).notNull().default('system'),
    /**
     * The opaque id a user's shared links carry (`sid`, issue 15): 16 random bytes in base64url, never the user's or
     * account's uuid; server/analytics/share-ids.ts maps it back to the sharer.
     */
    /**
     * Parental consent (decision 029): set at sign-up when the user was under the site's age of digital consent.
     * The account is restricted while requestedOn is set and givenOn is not.
     */
    parentEmail: text('parent_email'),
    parentalConsentRequestedOn: timestamp('parental_consent_requested_on', { withTimezone: true }),
    parentalConsentGivenOn: timestamp('parental_consent_given_on', { withTimezone: true }),
    shareId: text('share_id')
      .notNull()
      .default(sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`),
  },
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`), uniqueIndex('users_share_id_idx').on(table.shareId)],
);

export const knowers = pgTable('knowers', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userUuid: uuid('user_uuid')
    .notNull()
    .unique()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  /** A few words the knower shows on their public profile. */
  bio: text('bio').notNull().default(''),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .unique()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Null for an account made by Google or Apple sign-in until the user sets a password (password reset). */
    passwordHash: text('password_hash'),
    emailConfirmedOn: timestamp('email_confirmed_on', { withTimezone: true }),
    /** Base32 TOTP secret, set while 2FA is being turned on or is on. */
    totpSecret: text('totp_secret'),
    /** When 2FA was turned on (a code was verified); null while off. */
    totpEnabledOn: timestamp('totp_enabled_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** The Google or Apple identities an account signs in with (OpenID Connect `sub` per provider). */
export const accountIdentities = pgTable(
  'account_identities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    accountUuid: uuid('account_uuid')
      .notNull()
      .references(() => accounts.uuid, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    /** The provider's stable id of the person (`sub`); the e-mail may change, this does not. */
    subject: text('subject').notNull(),
    /** The e-mail the provider reported when the identity was linked, for the settings page. */
    email: text('email'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_identities_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('account_identities_account_provider_idx').on(table.accountUuid, table.provider),
  ],
);

/**
 * Single-use recovery codes of two-factor sign-in (ten, shown once when 2FA goes on or they are renewed): only a
 * SHA-256 hash is kept; `usedOn` marks a code spent at sign-in.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    accountUuid: uuid('account_uuid')
      .notNull()
      .references(() => accounts.uuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_account_hash_idx').on(table.accountUuid, table.codeHash)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    accountUuid: uuid('account_uuid')
      .notNull()
      .references(() => accounts.uuid, { onDelete: 'cascade' }),
    familyUuid: uuid('family_uuid').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    rotatedOn: timestamp('rotated_on', { withTimezone: true }),
    revokedOn: timestamp('revoked_on', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyUuid)],
);

/** Several grades per user where the country allows it (feature switch), else at most one. */
export const userGrades = pgTable(
  'user_grades',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.gradeId] })],
);

export const userSubjects = pgTable(
  'user_subjects',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.subjectId] })],
);

/** One-time links sent by e-mail: confirm the address, reset the password, confirm a new address. Stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    accountUuid: uuid('account_uuid')
      .notNull()
      .references(() => accounts.uuid, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-email', 'reset-password', 'change-email', 'parental-consent'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address being confirmed (the new one for change-email). */
    email: text('email').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (table) => [index('email_tokens_account_idx').on(table.accountUuid, table.purpose)],
);

/** Every e-mail the product sends; delivered over SMTP when configured, else read at /dev/mailbox (local only). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /** The spec's emailType (confirm-email, reset-password, change-email, newsletter, …). */
    emailType: text('email_type').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp('sent_on', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('outbox_mails_to_idx').on(sql`lower(${table.to})`, table.createdOn)],
);
