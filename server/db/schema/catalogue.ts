// What knows are filed under: subjects, grades and school types, per country and content language.
import { type AnyPgColumn, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    contentLanguage: text('content_language').notNull(),
    color: text('color', { enum: ['green', 'blue', 'yellow'] }).notNull(),
  },
  (table) => [unique('subjects_language_slug_key').on(table.contentLanguage, table.slug)],
);

export const grades = pgTable(
  'grades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('grades_country_level_key').on(table.country, table.level)],
);

export const schoolTypes = pgTable(
  'school_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('school_types_country_name_key').on(table.country, table.name)],
);

/** Topics within a subject, per content language: /topics/{a} (parent null) and /topics/{a}/{b} (a child of a). */
export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentLanguage: text('content_language').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => topics.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [unique('topics_language_parent_slug_key').on(table.contentLanguage, table.parentId, table.slug)],
);

export const KNOWLEDGE_LEVELS = ['AREA', 'DOMAIN', 'ITEM'] as const;

/** The knowledge tree per content language: /knowledge/{area}/{domain}/{item}. */
export const knowledgeNodes = pgTable(
  'knowledge_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentLanguage: text('content_language').notNull(),
    level: text('level', { enum: KNOWLEDGE_LEVELS }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => knowledgeNodes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [unique('knowledge_nodes_language_parent_slug_key').on(table.contentLanguage, table.parentId, table.slug)],
);
