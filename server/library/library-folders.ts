// A user's library folders: list, create, rename, delete. Only the owner may touch a folder.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { LibraryFolder } from '../../lib/contracts/library';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { knows, libraryFolders, libraryItems } from '../db/schema';
import { visibleToUser } from './know-visibility';

type FolderRow = typeof libraryFolders.$inferSelect;

const toFolder = (row: FolderRow, knowCount: number): LibraryFolder => ({ uuid: row.uuid, name: row.name, createdOn: row.createdOn.toISOString(), knowCount });

/** The user's folders, alphabetically (ignoring case), each with the number of saved knows they may still see. */
export async function findLibraryFolders(db: Db, userUuid: string): Promise<LibraryFolder[]> {
  const [folders, counts] = await Promise.all([
    db.select().from(libraryFolders).where(eq(libraryFolders.userUuid, userUuid)).orderBy(sql`lower(${libraryFolders.name})`, asc(libraryFolders.createdOn)),
    db
      .select({ folderUuid: libraryItems.folderUuid, knowCount: count() })
      .from(libraryItems)
      .innerJoin(knows, eq(knows.uuid, libraryItems.knowUuid))
      .where(and(eq(libraryItems.userUuid, userUuid), visibleToUser(userUuid)))
      .groupBy(libraryItems.folderUuid),
  ]);
  const byFolder = new Map(counts.map((row) => [row.folderUuid, row.knowCount]));
  return folders.map((folder) => toFolder(folder, byFolder.get(folder.uuid) ?? 0));
}

/** The folder if the user owns it: NotFoundError when there is none, ForbiddenError when it is someone else's. */
export async function findOwnFolder(db: Db, userUuid: string, folderUuid: string): Promise<FolderRow> {
  const [folder] = await db.select().from(libraryFolders).where(eq(libraryFolders.uuid, folderUuid));
  if (!folder) throw new AppError('NotFoundError', { resource: 'folder' });
  if (folder.userUuid !== userUuid) throw new AppError('ForbiddenError', { reason: 'This folder belongs to another user.' });
  return folder;
}

export async function findLibraryFolder(db: Db, userUuid: string, folderUuid: string): Promise<LibraryFolder> {
  const folder = await findOwnFolder(db, userUuid, folderUuid);
  return (await findLibraryFolders(db, userUuid)).find((each) => each.uuid === folder.uuid) ?? toFolder(folder, 0);
}

const duplicate = (name: string) => new AppError('DuplicateError', { field: 'name', name, reason: 'You already have a folder with this name.' });

export async function createLibraryFolder(db: Db, userUuid: string, name: string): Promise<LibraryFolder> {
  try {
    const [folder] = await db.insert(libraryFolders).values({ userUuid, name }).returning();
    return toFolder(folder!, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(name);
    throw error;
  }
}

export async function renameLibraryFolder(db: Db, userUuid: string, folderUuid: string, name: string): Promise<LibraryFolder> {
  await findOwnFolder(db, userUuid, folderUuid);
  try {
    await db.update(libraryFolders).set({ name }).where(eq(libraryFolders.uuid, folderUuid));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(name);
    throw error;
  }
  return findLibraryFolder(db, userUuid, folderUuid);
}

/** Deletes the folder; its knows stay in the library, without a folder. */
export async function deleteLibraryFolder(db: Db, userUuid: string, folderUuid: string): Promise<void> {
  await findOwnFolder(db, userUuid, folderUuid);
  await db.transaction(async (tx) => {
    await tx.update(libraryItems).set({ folderUuid: null }).where(and(eq(libraryItems.userUuid, userUuid), eq(libraryItems.folderUuid, folderUuid)));
    await tx.delete(libraryFolders).where(eq(libraryFolders.uuid, folderUuid));
  });
}
