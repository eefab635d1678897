// The pro plan (issue 19): subscriptions (one purchase of a plan, its state and period), the codes a parent's purchase
// hands to their child, the receipts of each payment, and the payment providers' events already handled (webhooks are
// idempotent by event id). The price is copied from config/pro-plans.ts when the subscription is made.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const SUBSCRIPTION_STATES = ['pending', 'active', 'past_due', 'cancelled', 'expired'] as const;
export const PAYMENT_PROVIDERS = ['local', 'stripe', 'paypal'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** Who bought it (a student for themself, or a parent for their child). */
    buyerUserUuid: uuid('buyer_user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** Who is pro with it: the buyer, or the child who redeemed the code (null until then). */
    holderUserUuid: uuid('holder_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    forChild: boolean('for_child').notNull().default(false),
    planId: text('plan_id').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session or order id; its subscription id once known. */
    providerCheckoutId: text('provider_checkout_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull().default('pending'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_buyer_idx').on(table.buyerUserUuid),
    index('subscriptions_holder_idx').on(table.holderUserUuid),
    uniqueIndex('subscriptions_provider_checkout_idx').on(table.provider, table.providerCheckoutId),
  ],
);

export const subscriptionCodes = pgTable(
  'subscription_codes',
  {
    subscriptionUuid: uuid('subscription_uuid')
      .primaryKey()
      .references(() => subscriptions.uuid, { onDelete: 'cascade' }),
    /** SHA-256 of the normalised code, hex; the code itself is shown once, to the buyer. */
    codeHash: text('code_hash').notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByUserUuid: uuid('redeemed_by_user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('subscription_codes_hash_idx').on(table.codeHash)],
);

export const subscriptionReceipts = pgTable(
  'subscription_receipts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    subscriptionUuid: uuid('subscription_uuid')
      .notNull()
      .references(() => subscriptions.uuid, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidOn: timestamp('paid_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_receipts_subscription_idx').on(table.subscriptionUuid, table.paidOn)],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedOn: timestamp('received_on', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
