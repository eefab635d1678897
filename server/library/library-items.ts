// The knows a user saved: list (all, one folder, or those without a folder), save or move, find one, remove.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { LIBRARY_PAGE_SIZE, type LibraryEntry, type LibraryItemList } from '../../lib/contracts/library';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knows, libraryItems } from '../db/schema';
import { findKnowSummaries } from '../knows/know-summaries';
import { findOwnFolder } from './library-folders';
import { isKnowVisibleToUser, visibleToUser } from './know-visibility';

type EntryRow = typeof libraryItems.$inferSelect;

const toEntry = (row: Pick<EntryRow, 'knowUuid' | 'folderUuid' | 'savedOn'>): LibraryEntry => ({
  knowUuid: row.knowUuid,
  folderUuid: row.folderUuid,
  savedOn: row.savedOn.toISOString(),
});

/**
 * Saved knows, newest saved first: all of them, one folder's (ForbiddenError for another user's folder) or those
 * without a folder ('none'). Knows the user may no longer see (made private or unpublished by their knower) are left
 * out; the user's own knows are listed whatever their state.
 */
export async function findLibraryItems(db: Db, userUuid: string, { folderUuid, page = 1 }: { folderUuid?: string; page?: number }): Promise<LibraryItemList> {
  if (folderUuid && folderUuid !== 'none') await findOwnFolder(db, userUuid, folderUuid);
  const folderCondition = folderUuid === 'none' ? isNull(libraryItems.folderUuid) : folderUuid ? eq(libraryItems.folderUuid, folderUuid) : undefined;
  const rows = await db
    .select({ knowUuid: libraryItems.knowUuid, folderUuid: libraryItems.folderUuid, savedOn: libraryItems.savedOn })
    .from(libraryItems)
    .innerJoin(knows, eq(knows.uuid, libraryItems.knowUuid))
    .where(and(eq(libraryItems.userUuid, userUuid), visibleToUser(userUuid), folderCondition))
    .orderBy(desc(libraryItems.savedOn), desc(libraryItems.knowUuid))
    .limit(LIBRARY_PAGE_SIZE + 1)
    .offset((page - 1) * LIBRARY_PAGE_SIZE);
  const pageRows = rows.slice(0, LIBRARY_PAGE_SIZE);
  const summaries = await findKnowSummaries(db, pageRows.map((row) => row.knowUuid), { includeNonPublic: true });
  const byUuid = new Map(summaries.map((know) => [know.uuid, know]));
  return {
    items: pageRows.flatMap((row) => {
      const know = byUuid.get(row.knowUuid);
      return know ? [{ ...toEntry(row), know }] : [];
    }),
    page,
    hasMore: rows.length > LIBRARY_PAGE_SIZE,
  };
}

/** Where the know sits in the user's library; NotFoundError when it is not saved (or no longer visible). */
export async function findLibraryEntry(db: Db, userUuid: string, knowUuid: string): Promise<LibraryEntry> {
  const [row] = await db
    .select({ knowUuid: libraryItems.knowUuid, folderUuid: libraryItems.folderUuid, savedOn: libraryItems.savedOn })
    .from(libraryItems)
    .innerJoin(knows, eq(knows.uuid, libraryItems.knowUuid))
    .where(and(eq(libraryItems.userUuid, userUuid), eq(libraryItems.knowUuid, knowUuid), visibleToUser(userUuid)));
  if (!row) throw new AppError('NotFoundError', { resource: 'libraryItem' });
  return toEntry(row);
}

/** Saves a know the user may see (public or their own) into a folder of theirs or none; a saved know is moved. */
export async function saveKnowToLibrary(db: Db, userUuid: string, { knowUuid, folderUuid }: { knowUuid: string; folderUuid: string | null }): Promise<LibraryEntry> {
  if (!(await isKnowVisibleToUser(db, knowUuid, userUuid))) throw new AppError('NotFoundError', { resource: 'know' });
  if (folderUuid) await findOwnFolder(db, userUuid, folderUuid);
  const [row] = await db
    .insert(libraryItems)
    .values({ userUuid, knowUuid, folderUuid })
    .onConflictDoUpdate({ target: [libraryItems.userUuid, libraryItems.knowUuid], set: { folderUuid } })
    .returning();
  return toEntry(row!);
}

/** Removes a know from the user's library; NotFoundError when it was not saved. */
export async function removeKnowFromLibrary(db: Db, userUuid: string, knowUuid: string): Promise<void> {
  const removed = await db
    .delete(libraryItems)
    .where(and(eq(libraryItems.userUuid, userUuid), eq(libraryItems.knowUuid, knowUuid)))
    .returning({ knowUuid: libraryItems.knowUuid });
  if (removed.length === 0) throw new AppError('NotFoundError', { resource: 'libraryItem' });
}
