// Routes of the library: folders and saved knows (/api/v1/library/…). Every route is about the caller's own library.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { idParamsSchema, uuidSchema } from '../../lib/contracts/ids';
import {
  folderBodySchema,
  libraryEntrySchema,
  libraryFolderListSchema,
  libraryFolderSchema,
  libraryItemListSchema,
  libraryItemsQuerySchema,
  saveKnowBodySchema,
} from '../../lib/contracts/library';
import { getDb } from '../db';
import { defineRoute, type AnyRoute } from '../http/route';
import { createLibraryFolder, deleteLibraryFolder, findLibraryFolder, findLibraryFolders, renameLibraryFolder } from './library-folders';
import { findLibraryEntry, findLibraryItems, removeKnowFromLibrary, saveKnowToLibrary } from './library-items';

const knowParams = z.object({ knowUuid: uuidSchema });

export const listLibraryFoldersRoute = defineRoute({
  endpoint: endpoints.listLibraryFolders,
  tag: 'library',
  summary: 'Your library folders, alphabetically, with their numbers of saved knows',
  response: libraryFolderListSchema,
  errors: ['AuthorizationError'],
  handle: async ({ caller }) => ({ folders: await findLibraryFolders(await getDb(), caller.userUuid) }),
});

export const createLibraryFolderRoute = defineRoute({
  endpoint: endpoints.createLibraryFolder,
  tag: 'library',
  summary: 'Creates a library folder (names are unique per user, ignoring case)',
  body: folderBodySchema,
  response: libraryFolderSchema,
  status: 201,
  errors: ['AuthorizationError', 'DuplicateError'],
  handle: async ({ body, caller }) => createLibraryFolder(await getDb(), caller.userUuid, body.name),
});

export const getLibraryFolderRoute = defineRoute({
  endpoint: endpoints.getLibraryFolder,
  tag: 'library',
  summary: 'One of your library folders',
  params: idParamsSchema,
  response: libraryFolderSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, caller }) => findLibraryFolder(await getDb(), caller.userUuid, params.id),
});

export const renameLibraryFolderRoute = defineRoute({
  endpoint: endpoints.renameLibraryFolder,
  tag: 'library',
  summary: 'Renames one of your library folders',
  params: idParamsSchema,
  body: folderBodySchema,
  response: libraryFolderSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'DuplicateError'],
  handle: async ({ params, body, caller }) => renameLibraryFolder(await getDb(), caller.userUuid, params.id, body.name),
});

export const deleteLibraryFolderRoute = defineRoute({
  endpoint: endpoints.deleteLibraryFolder,
  tag: 'library',
  summary: 'Deletes one of your library folders; its knows stay saved, without a folder',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, caller }) => {
    await deleteLibraryFolder(await getDb(), caller.userUuid, params.id);
    return undefined;
  },
});

export const listLibraryItemsRoute = defineRoute({
  endpoint: endpoints.listLibraryItems,
  tag: 'library',
  summary: 'Your saved knows, newest saved first: all, one folder, or those without a folder',
  query: libraryItemsQuerySchema,
  response: libraryItemListSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ query, caller }) => findLibraryItems(await getDb(), caller.userUuid, query),
});

export const saveLibraryItemRoute = defineRoute({
  endpoint: endpoints.saveLibraryItem,
  tag: 'library',
  summary: 'Saves a know (public, or your own) to your library, into a folder or none; a saved know is moved',
  body: saveKnowBodySchema,
  response: libraryEntrySchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ body, caller }) => saveKnowToLibrary(await getDb(), caller.userUuid, body),
});

export const getLibraryItemRoute = defineRoute({
  endpoint: endpoints.getLibraryItem,
  tag: 'library',
  summary: 'Whether a know is in your library, and in which folder (NotFoundError when it is not saved)',
  params: knowParams,
  response: libraryEntrySchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, caller }) => findLibraryEntry(await getDb(), caller.userUuid, params.knowUuid),
});

export const removeLibraryItemRoute = defineRoute({
  endpoint: endpoints.removeLibraryItem,
  tag: 'library',
  summary: 'Removes a know from your library',
  params: knowParams,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, caller }) => {
    await removeKnowFromLibrary(await getDb(), caller.userUuid, params.knowUuid);
    return undefined;
  },
});

export const LIBRARY_ROUTES = [
  listLibraryFoldersRoute,
  createLibraryFolderRoute,
  getLibraryFolderRoute,
  renameLibraryFolderRoute,
  deleteLibraryFolderRoute,
  listLibraryItemsRoute,
  saveLibraryItemRoute,
  getLibraryItemRoute,
  removeLibraryItemRoute,
] as unknown as AnyRoute[];
