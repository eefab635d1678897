// Knows: the study documents knowers publish, with the subjects and grades they are filed under.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { grades, subjects } from './catalogue';
import { knowers } from './users';

export const KNOW_FORMATS = ['DOCUMENT', 'FLASHCARDS', 'VIDEO'] as const;
export const KNOW_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;

export const knows = pgTable(
  'knows',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    knowerUuid: uuid('knower_uuid')
      .notNull()
      .references(() => knowers.uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    contentLanguage: text('content_language').notNull(),
    country: text('country').notNull(),
    knowFormat: text('know_format', { enum: KNOW_FORMATS }).notNull().default('DOCUMENT'),
    status: text('status', { enum: KNOW_STATUSES }).notNull().default('DRAFT'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    publishedOn: timestamp('published_on', { withTimezone: true }),
  },
  (table) => [
    index('knows_knower_idx').on(table.knowerUuid),
    index('knows_country_status_idx').on(table.country, table.status),
  ],
);

export const knowSubjects = pgTable(
  'know_subjects',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.subjectId] })],
);

export const knowGrades = pgTable(
  'know_grades',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => grades.id),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.gradeId] })],
);
