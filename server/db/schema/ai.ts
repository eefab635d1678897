// AI study help (issue 18): chats with their attached knows and messages (citations kept with each answer), summaries,
// mock exams (answer keys never leave the server before grading), the daily usage counts the limits read, parent
// access links, and the seeded learning bots and university courses.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AiCitation, AiQuestionKind, AiSummaryLength } from '../../ai/provider';
import { grades, subjects } from './catalogue';
import { knows } from './knows';
import { users } from './users';

/** A tutor of one subject with example questions, per content language (the base language: de, fr, en, es…). */
export const learningBots = pgTable(
  'learning_bots',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** Stable name of the seed row, with the language: what makes the seed idempotent. */
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    /** The subject's slug in the catalogue (subjects.slug) and its name in the bot's language. */
    subjectSlug: text('subject_slug').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    exampleQuestions: text('example_questions').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('learning_bots_language_slug_key').on(table.language, table.slug)],
);

/** University courses the uni GPT and AI summaries are for, per content language. */
export const universityCourses = pgTable(
  'university_courses',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
  },
  (table) => [unique('university_courses_language_slug_key').on(table.language, table.slug)],
);

export const aiChats = pgTable(
  'ai_chats',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** The first question, cut short; empty until one is asked. */
    title: text('title').notNull().default(''),
    promptVariant: text('prompt_variant'),
    /** Who the tutor is for: school GPT (subject, grade), uni GPT (course) or a learning bot; all null for a plain chat. */
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    gradeId: uuid('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    courseUuid: uuid('course_uuid').references(() => universityCourses.uuid, { onDelete: 'set null' }),
    learningBotUuid: uuid('learning_bot_uuid').references(() => learningBots.uuid, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by its user: gone for them and for parents, kept so that usage stays counted. */
    deletedOn: timestamp('deleted_on', { withTimezone: true }),
  },
  (table) => [index('ai_chats_user_idx').on(table.userUuid, table.updatedOn)],
);

/** The knows a chat answers from. */
export const aiChatKnows = pgTable(
  'ai_chat_knows',
  {
    chatUuid: uuid('chat_uuid')
      .notNull()
      .references(() => aiChats.uuid, { onDelete: 'cascade' }),
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    addedOn: timestamp('added_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chatUuid, table.knowUuid] })],
);

/** The spec's AI chat message (§3): messageUuid, isBotMessage, promptVariant, sessionUuid. */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    messageUuid: uuid('message_uuid').primaryKey().defaultRandom(),
    chatUuid: uuid('chat_uuid')
      .notNull()
      .references(() => aiChats.uuid, { onDelete: 'cascade' }),
    isBotMessage: boolean('is_bot_message').notNull(),
    text: text('text').notNull(),
    /** An answer's checked citations ([1], [2]… in its text); empty for a question. */
    citations: jsonb('citations').$type<AiCitation[]>().notNull().default(sql`'[]'::jsonb`),
    promptVariant: text('prompt_variant'),
    sessionUuid: uuid('session_uuid').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_chat_messages_chat_idx').on(table.chatUuid, table.createdOn)],
);

export const aiSummaries = pgTable(
  'ai_summaries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    knowUuids: uuid('know_uuids').array().notNull(),
    length: text('length').$type<AiSummaryLength>().notNull(),
    /** The web app's names of the chosen files and its course, kept as sent. */
    filenames: text('filenames').array().notNull().default(sql`'{}'::text[]`),
    courseUuid: uuid('course_uuid'),
    courseTitle: text('course_title'),
    summary: text('summary').notNull(),
    citations: jsonb('citations').$type<AiCitation[]>().notNull().default(sql`'[]'::jsonb`),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_summaries_user_idx').on(table.userUuid, table.createdOn)],
);

/** A generated question with its answer key and the passage it was made from: stored, shown without `answer`. */
export type StoredExamQuestion = { questionUuid: string; kind: AiQuestionKind; prompt: string; options?: string[]; answer: string; source: AiCitation };
export type StoredExamAnswer = { questionUuid: string; answer: string };

export const aiMockExams = pgTable(
  'ai_mock_exams',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    knowUuids: uuid('know_uuids').array().notNull(),
    userInput: text('user_input'),
    sourceMaterial: text('source_material'),
    questions: jsonb('questions').$type<StoredExamQuestion[]>().notNull(),
    /** The latest attempt's answers (a retry replaces them), null until answered. */
    answers: jsonb('answers').$type<StoredExamAnswer[]>(),
    answeredOn: timestamp('answered_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_mock_exams_user_idx').on(table.userUuid, table.createdOn)],
);

/** How much a user used per kind on one of their days (their local date): what the daily limits read and count up. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.day, table.kind] })],
);

/** A link a student gives a parent: its uuid is the secret; read-only access to their chats until it expires or is revoked. */
export const aiParentAccesses = pgTable(
  'ai_parent_accesses',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    revokedOn: timestamp('revoked_on', { withTimezone: true }),
  },
  (table) => [index('ai_parent_accesses_user_idx').on(table.userUuid, table.createdOn)],
);
