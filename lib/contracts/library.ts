// Contracts of the library: a user's folders and the knows they saved (each saved know in one folder or in none).
import { z } from 'zod';
import { uuidSchema } from './ids';
import { knowSummarySchema } from './knows';
import { FOLDER_NAME_MAX_LENGTH } from './library-limits';

export { LIBRARY_PAGE_SIZE } from './library-limits';

const folderNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the folder a name')
  .max(FOLDER_NAME_MAX_LENGTH, `At most ${FOLDER_NAME_MAX_LENGTH} characters`)
  .describe('Unique among your folders, ignoring case');

export const libraryFolderSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  createdOn: z.iso.datetime(),
  /** Saved knows in the folder that you may still see. */
  knowCount: z.number().int().nonnegative(),
});
export type LibraryFolder = z.infer<typeof libraryFolderSchema>;

export const libraryFolderListSchema = z.object({ folders: z.array(libraryFolderSchema) });
export type LibraryFolderList = z.infer<typeof libraryFolderListSchema>;

export const folderBodySchema = z.object({ name: folderNameSchema });

/** Where a know sits in your library: a folder, or null for "no folder". */
export const libraryEntrySchema = z.object({
  knowUuid: z.uuid(),
  folderUuid: z.uuid().nullable(),
  savedOn: z.iso.datetime(),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const saveKnowBodySchema = z.object({
  knowUuid: uuidSchema,
  folderUuid: uuidSchema.nullable().describe('The folder to put the know in; null for no folder'),
});
export type SaveKnowBody = z.infer<typeof saveKnowBodySchema>;

export const libraryItemsQuerySchema = z.object({
  folderUuid: z
    .union([uuidSchema, z.literal('none')])
    .optional()
    .describe('Only this folder ("none": the knows saved without a folder); all saved knows without it'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const libraryItemSchema = libraryEntrySchema.extend({ know: knowSummarySchema });
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** Newest saved first. */
export const libraryItemListSchema = z.object({ items: z.array(libraryItemSchema), page: z.number().int(), hasMore: z.boolean() });
export type LibraryItemList = z.infer<typeof libraryItemListSchema>;
