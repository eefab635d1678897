// What knows are filed under: subjects, grades and school types, per country and content language.
import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

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
