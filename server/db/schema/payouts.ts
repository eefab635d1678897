// Knower earnings and payouts (issue 20): a double-entry ledger (accounts, immutable transfers with a unique
// idempotency key), the engagement that earns (qualifying views; likes and saves are read from their own tables), the
// days the earnings job booked, payout requests with their audit trail, and the accounts held for review.
// Ledger rows have no foreign key to knowers: the books are kept when a knower's account is deleted (decision 033).
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { knows } from './knows';

export const LEDGER_ACCOUNT_KINDS = ['knower', 'platform', 'payouts_open', 'payouts_paid'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const TRANSFER_CAUSES = ['earning', 'payout_requested', 'payout_rejected', 'payout_paid', 'competition_prize'] as const;
export type TransferCause = (typeof TRANSFER_CAUSES)[number];
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One account per (kind, knower, currency); `name` is that triple written out, the key transfers lock by. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
  knowerUuid: uuid('knower_uuid'),
  currency: text('currency').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Money moved from one account to another: never updated or deleted, only answered by a reversing transfer. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountUuid: uuid('debit_account_uuid')
      .notNull()
      .references(() => ledgerAccounts.uuid),
    creditAccountUuid: uuid('credit_account_uuid')
      .notNull()
      .references(() => ledgerAccounts.uuid),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    cause: text('cause', { enum: TRANSFER_CAUSES }).notNull(),
    knowUuid: uuid('know_uuid'),
    day: date('day'),
    payoutUuid: uuid('payout_uuid'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountUuid} <> ${table.creditAccountUuid}`),
    index('ledger_transfers_debit_idx').on(table.debitAccountUuid),
    index('ledger_transfers_credit_idx').on(table.creditAccountUuid),
  ],
);

/** A qualifying view of a know: one per know, day and viewer, and one per know, day and address. */
export const knowViewEngagements = pgTable(
  'know_view_engagements',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    /** The signed-in viewer, else null. */
    viewerUserUuid: uuid('viewer_user_uuid'),
    /** The viewer's device (user uuid when signed in, else the device header), hashed. */
    deviceKey: text('device_key').notNull(),
    /** The caller's address, hashed. */
    addressKey: text('address_key').notNull(),
    day: date('day').notNull(),
    viewedOn: timestamp('viewed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('know_view_engagements_device_idx').on(table.knowUuid, table.day, table.deviceKey),
    uniqueIndex('know_view_engagements_address_idx').on(table.knowUuid, table.day, table.addressKey),
    index('know_view_engagements_day_idx').on(table.day),
  ],
);

/** The days the earnings job has booked. */
export const earningDays = pgTable('earning_days', {
  day: date('day').primaryKey(),
  bookedOn: timestamp('booked_on', { withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable(
  'payouts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    knowerUuid: uuid('knower_uuid').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'iban' (SEPA countries) or 'paypal'. */
    method: text('method').notNull(),
    /** The IBAN or the PayPal address. */
    destination: text('destination').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    rejectionReason: text('rejection_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestedOn: timestamp('requested_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_knower_idempotency_idx').on(table.knowerUuid, table.idempotencyKey),
    /** One open request per knower: a second concurrent one fails on this index (DuplicateError). */
    uniqueIndex('payouts_one_open_idx').on(table.knowerUuid).where(sql`status in ('requested', 'approved')`),
    check('payouts_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Who did what to a payout request, and when. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    payoutUuid: uuid('payout_uuid')
      .notNull()
      .references(() => payouts.uuid),
    actorUserUuid: uuid('actor_user_uuid'),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    reason: text('reason'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_events_payout_idx').on(table.payoutUuid)],
);

/** Knowers whose payouts the team reviews by hand: their requests answer ContactCustomerSupportError. */
export const payoutReviewFlags = pgTable('payout_review_flags', {
  knowerUuid: uuid('knower_uuid').primaryKey(),
  reason: text('reason').notNull(),
  flaggedOn: timestamp('flagged_on', { withTimezone: true }).notNull().defaultNow(),
});

/** The winners of a knower competition (config/competitions.ts): one row per competition and knower, made by the
 *  competition job with the prize and the hashed one-time token of the mailed payout form; redeemedOn is set by the one
 *  conditional update that accepts the form (decision 034). */
export const competitionWinners = pgTable(
  'competition_winners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    competitionKey: text('competition_key').notNull(),
    knowerUuid: uuid('knower_uuid').notNull(),
    rank: integer('rank').notNull(),
    qualifyingKnows: integer('qualifying_knows').notNull(),
    prizeAmount: bigint('prize_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresOn: timestamp('token_expires_on', { withTimezone: true }).notNull(),
    redeemedOn: timestamp('redeemed_on', { withTimezone: true }),
    payoutUuid: uuid('payout_uuid'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('competition_winners_knower_idx').on(table.competitionKey, table.knowerUuid), check('competition_winners_prize_positive', sql`${table.prizeAmount} > 0`)],
);
