// What the analytics service keeps: the events of spec §3 (append-only), the social advertising provider's events
// (queued by the client until marketing consent, then forwarded or kept here), app opens and IP lookups of users.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    /** The event's own uuid (spec §3 `uuid`): a repeated post of the same event is stored once. */
    uuid: uuid('uuid').primaryKey(),
    name: text('name').notNull(),
    /** The whole validated payload, as sent. */
    payload: jsonb('payload').notNull(),
    userUuid: uuid('user_uuid'),
    sessionId: text('session_id'),
    country: text('country'),
    /** The user whose shared link started the event's session (its campaign is their share id), resolved on intake. */
    sharedByUserUuid: uuid('shared_by_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    receivedOn: timestamp('received_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_name_received_idx').on(table.name, table.receivedOn),
    index('analytics_events_received_idx').on(table.receivedOn),
  ],
);

export const adProviderEvents = pgTable(
  'ad_provider_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    eventName: text('event_name').notNull(),
    testCode: text('test_code'),
    fbc: text('fbc'),
    /** Browser data the conversions API wants (user agent, page URL); never more than the client sent. */
    context: jsonb('context').notNull().default(sql`'{}'::jsonb`),
    receivedOn: timestamp('received_on', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the provider's conversions API took it; null while only kept here (no provider configured). */
    forwardedOn: timestamp('forwarded_on', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('ad_provider_events_received_idx').on(table.receivedOn)],
);

export const userAppOpens = pgTable(
  'user_app_opens',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    openedOn: timestamp('opened_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_app_opens_user_idx').on(table.userUuid, table.openedOn)],
);

export const userIpLookups = pgTable(
  'user_ip_lookups',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** The caller's address as the server saw it. */
    ip: text('ip').notNull(),
    /** What the client sent with it (spec §7 "IP lookup data"). */
    data: jsonb('data').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_ip_lookups_user_idx').on(table.userUuid, table.createdOn)],
);
