// People and their sign-in: users (the spec's User), accounts (credentials) and refresh tokens.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { grades, schoolTypes } from './catalogue';

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
    gradeId: uuid('grade_id').references(() => grades.id),
    premiumStatus: text('premium_status').notNull().default('NONE'),
    source: text('source'),
    sourceCampaign: text('source_campaign'),
    active: boolean('active').notNull().default(true),
    /** Minutes east of UTC, as the device last reported (PATCH users/{id}/timezone). */
    timezoneOffsetMinutes: integer('timezone_offset_minutes'),
  },
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
);

export const knowers = pgTable('knowers', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userUuid: uuid('user_uuid')
    .notNull()
    .unique()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
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
    passwordHash: text('password_hash').notNull(),
    emailConfirmedOn: timestamp('email_confirmed_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_email_lower_idx').on(sql`lower(${table.email})`)],
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
