// Routes of the library: folders and saved knows (/api/v1/library/…). Every route is about the caller's own library.
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
import { requireAuth } from '../auth/require-auth';
import { getDb } from '../db';
import { defineRoute, type AnyRoute } from '../http/route';
import { createLibraryFolder, deleteLibraryFolder, findLibraryFolder, findLibraryFolders, renameLibraryFolder } from './library-folders';
import { findLibraryEntry, findLibraryItems, removeKnowFromLibrary, saveKnowToLibrary } from './library-items';

const knowParams = z.object({ knowUuid: uuidSchema });

export const listLibraryFoldersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/library/folders',
  tag: 'library',
  summary: 'Your library folders, alphabetically, with their numbers of saved knows',
  response: libraryFolderListSchema,
  errors: ['AuthorizationError'],
  handle: async ({ headers }) => ({ folders: await findLibraryFolders(await getDb(), (await requireAuth(headers)).userUuid) }),
});

export const createLibraryFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/library/folders',
  tag: 'library',
  summary: 'Creates a library folder (names are unique per user, ignoring case)',
  body: folderBodySchema,
  response: libraryFolderSchema,
  status: 201,
  errors: ['AuthorizationError', 'DuplicateError'],
  handle: async ({ headers, body }) => createLibraryFolder(await getDb(), (await requireAuth(headers)).userUuid, body.name),
});

export const getLibraryFolderRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/library/folders/{id}',
  tag: 'library',
  summary: 'One of your library folders',
  params: idParamsSchema,
  response: libraryFolderSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ headers, params }) => findLibraryFolder(await getDb(), (await requireAuth(headers)).userUuid, params.id),
});

export const renameLibraryFolderRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/library/folders/{id}',
  tag: 'library',
  summary: 'Renames one of your library folders',
  params: idParamsSchema,
  body: folderBodySchema,
  response: libraryFolderSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'DuplicateError'],
  handle: async ({ headers, params, body }) => renameLibraryFolder(await getDb(), (await requireAuth(headers)).userUuid, params.id, body.name),
});

export const deleteLibraryFolderRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/library/folders/{id}',
  tag: 'library',
  summary: 'Deletes one of your library folders; its knows stay saved, without a folder',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ headers, params }) => {
    await deleteLibraryFolder(await getDb(), (await requireAuth(headers)).userUuid, params.id);
    return undefined;
  },
});

export const listLibraryItemsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/library/items',
  tag: 'library',
  summary: 'Your saved knows, newest saved first: all, one folder, or those without a folder',
  query: libraryItemsQuerySchema,
  response: libraryItemListSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ headers, query }) => findLibraryItems(await getDb(), (await requireAuth(headers)).userUuid, query),
});

export const saveLibraryItemRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/library/items',
  tag: 'library',
  summary: 'Saves a know (public, or your own) to your library, into a folder or none; a saved know is moved',
  body: saveKnowBodySchema,
  response: libraryEntrySchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ headers, body }) => saveKnowToLibrary(await getDb(), (await requireAuth(headers)).userUuid, body),
});

export const getLibraryItemRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/library/items/{knowUuid}',
  tag: 'library',
  summary: 'Whether a know is in your library, and in which folder (NotFoundError when it is not saved)',
  params: knowParams,
  response: libraryEntrySchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ headers, params }) => findLibraryEntry(await getDb(), (await requireAuth(headers)).userUuid, params.knowUuid),
});

export const removeLibraryItemRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/library/items/{knowUuid}',
  tag: 'library',
  summary: 'Removes a know from your library',
  params: knowParams,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ headers, params }) => {
    await removeKnowFromLibrary(await getDb(), (await requireAuth(headers)).userUuid, params.knowUuid);
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
