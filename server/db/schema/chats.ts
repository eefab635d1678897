// Chats and community (issue 21): a chat of two partners (a request until the one asked accepts it), its members'
// read state, its messages (text, a know shown as a card, or an image), blocks between users, reports of content or
// people for the moderation queue, and knowers' polls with their votes.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CHAT_STATUS_VALUES, MODERATION_ACTION_VALUES, REPORT_REASON_VALUES, REPORT_TARGET_VALUES } from '../../../lib/contracts/chats';
import { knows } from './knows';
import { knowers, users } from './users';

// Chat status — REQUESTED: a first contact the asked partner has not answered; ACCEPTED: both may write; DECLINED:
// nobody writes.

export const chats = pgTable('chats', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  /** The two partners' uuids, sorted and joined: one chat per pair. */
  pairKey: text('pair_key').notNull().unique(),
  startedBy: uuid('started_by')
    .notNull()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  status: text('status', { enum: CHAT_STATUS_VALUES }).notNull().default('REQUESTED'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  lastMessageOn: timestamp('last_message_on', { withTimezone: true }),
});

/** One row per partner: who the other one is, and up to when they have read. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatUuid: uuid('chat_uuid')
      .notNull()
      .references(() => chats.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    partnerUuid: uuid('partner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    lastReadOn: timestamp('last_read_on', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.chatUuid, table.userUuid] }), index('chat_members_user_idx').on(table.userUuid)],
);

/** An image uploaded into a chat (re-encoded as WebP without metadata), before and after a message refers to it. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    chatUuid: uuid('chat_uuid')
      .notNull()
      .references(() => chats.uuid, { onDelete: 'cascade' }),
    /** Who uploaded it: only they may send it. */
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_attachments_chat_idx').on(table.chatUuid)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    chatUuid: uuid('chat_uuid')
      .notNull()
      .references(() => chats.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** As sent, insults masked; never rendered as HTML. */
    text: text('text').notNull().default(''),
    knowUuid: uuid('know_uuid').references(() => knows.uuid, { onDelete: 'set null' }),
    attachmentUrl: text('attachment_url'),
    /** The image of the message (chat_attachments), if any; one message per image. */
    attachmentUuid: uuid('attachment_uuid')
      .unique('chat_messages_attachment_key')
      .references(() => chatAttachments.uuid, { onDelete: 'set null' }),
    /** The sender's own id of the message: a resend with the same one is the same message. */
    manualChatMessageUuid: uuid('manual_chat_message_uuid').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a moderator: gone from the chat at once. */
    hiddenOn: timestamp('hidden_on', { withTimezone: true }),
  },
  (table) => [unique('chat_messages_sender_manual_key').on(table.userUuid, table.manualChatMessageUuid), index('chat_messages_chat_idx').on(table.chatUuid, table.createdOn)],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUuid: uuid('blocker_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    blockedUuid: uuid('blocked_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerUuid, table.blockedUuid] })],
);

export const reports = pgTable(
  'reports',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    reporterUuid: uuid('reporter_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_VALUES }).notNull(),
    targetUuid: uuid('target_uuid').notNull(),
    reason: text('reason', { enum: REPORT_REASON_VALUES }).notNull(),
    details: text('details').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator dealt with it (null: still in the queue). */
    resolvedOn: timestamp('resolved_on', { withTimezone: true }),
  },
  (table) => [
    unique('reports_reporter_target_key').on(table.reporterUuid, table.targetType, table.targetUuid),
    index('reports_open_idx').on(table.createdOn),
    index('reports_open_target_idx').on(table.targetType, table.targetUuid).where(sql`resolved_on is null`),
  ],
);

/** A knower's poll on their profile: a question, 2–6 options (ids 1…n), an optional end. */
export const polls = pgTable(
  'polls',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    knowerUuid: uuid('knower_uuid')
      .notNull()
      .references(() => knowers.uuid, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    endsOn: timestamp('ends_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a moderator: gone from the profile and its page at once. */
    hiddenOn: timestamp('hidden_on', { withTimezone: true }),
  },
  (table) => [index('polls_knower_idx').on(table.knowerUuid, table.createdOn)],
);

/** One vote per signed-in user and poll. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollUuid: uuid('poll_uuid')
      .notNull()
      .references(() => polls.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pollUuid, table.userUuid] })],
);

/** The audit trail of moderation: who did what to which reported thing, and why. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    reportUuid: uuid('report_uuid').references(() => reports.uuid, { onDelete: 'set null' }),
    adminUuid: uuid('admin_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    action: text('action', { enum: MODERATION_ACTION_VALUES }).notNull(),
    targetType: text('target_type', { enum: REPORT_TARGET_VALUES }).notNull(),
    targetUuid: uuid('target_uuid').notNull(),
    note: text('note').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_actions_target_idx').on(table.targetType, table.targetUuid)],
);
