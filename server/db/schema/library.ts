// A user's library: folders, and the knows saved to it (each saved know in at most one folder, or none).
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { knows } from './knows';
import { users } from './users';

export const libraryFolders = pgTable(
  'library_folders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('library_folders_user_name_idx').on(table.userUuid, sql`lower(${table.name})`)],
);

export const libraryItems = pgTable(
  'library_items',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    /** Null: saved without a folder. */
    folderUuid: uuid('folder_uuid').references(() => libraryFolders.uuid, { onDelete: 'set null' }),
    savedOn: timestamp('saved_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.knowUuid] }), index('library_items_folder_idx').on(table.folderUuid), index('library_items_know_idx').on(table.knowUuid)],
);
