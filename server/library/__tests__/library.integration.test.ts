import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import {
  createLibraryFolderRoute,
  deleteLibraryFolderRoute,
  getLibraryFolderRoute,
  getLibraryItemRoute,
  listLibraryFoldersRoute,
  listLibraryItemsRoute,
  removeLibraryItemRoute,
  renameLibraryFolderRoute,
  saveLibraryItemRoute,
} from '../routes';

type Folder = { uuid: string; name: string; knowCount: number };
type Items = { items: { knowUuid: string; folderUuid: string | null; know: { uuid: string; title: string } }[]; hasMore: boolean };

let reader: TestUser;
let other: TestUser;
let author: TestUser;
let publicKnow: string;
let secondPublicKnow: string;
let othersPrivateKnow: string;
let ownPrivateKnow: string;
let draftKnow: string;

const createFolder = async (user: TestUser, name: string) => callRoute(createLibraryFolderRoute, { token: user.token, body: { name } });
const save = (user: TestUser, knowUuid: string, folderUuid: string | null) => callRoute(saveLibraryItemRoute, { token: user.token, body: { knowUuid, folderUuid } });
const items = async (user: TestUser, folderUuid?: string) =>
  (await callRoute(listLibraryItemsRoute, { token: user.token, query: folderUuid ? { folderUuid } : {} })).body as Items;

beforeAll(async () => {
  [reader, other, author] = await Promise.all([signUpUser(), signUpUser({ name: 'Ole' }), signUpUser({ name: 'Lena Vogel' })]);
  const authorKnower = await makeKnower(author.uuid);
  const readerKnower = await makeKnower(reader.uuid);
  publicKnow = await makeKnow(authorKnower, { title: 'Photosynthese' });
  secondPublicKnow = await makeKnow(authorKnower, { title: 'Zellatmung' });
  othersPrivateKnow = await makeKnow(authorKnower, { title: 'Geheime Notizen', isPrivate: true });
  draftKnow = await makeKnow(authorKnower, { title: 'Entwurf', status: 'DRAFT' });
  ownPrivateKnow = await makeKnow(readerKnower, { title: 'Meine privaten Notizen', isPrivate: true });
});

describe('library folders', () => {
  it('needs a bearer token', async () => {
    expect(errorType(await callRoute(listLibraryFoldersRoute))).toBe('AuthorizationError');
    expect(errorType(await callRoute(createLibraryFolderRoute, { body: { name: 'Bio' } }))).toBe('AuthorizationError');
  });

  it('creates folders with unique names per user, ignoring case, and lists them alphabetically', async () => {
    const user = await signUpUser();
    expect((await createFolder(user, 'Zoologie')).status).toBe(201);
    const created = await createFolder(user, '  Abitur Bio  ');
    expect(created).toMatchObject({ status: 201, body: { name: 'Abitur Bio', knowCount: 0 } });
    const duplicate = await createFolder(user, 'abitur bio');
    expect([duplicate.status, errorType(duplicate)]).toEqual([409, 'DuplicateError']);
    // Another user may use the same name.
    expect((await createFolder(other, 'Abitur Bio')).status).toBe(201);
    const listed = (await callRoute(listLibraryFoldersRoute, { token: user.token })).body as { folders: Folder[] };
    expect(listed.folders.map((folder) => folder.name)).toEqual(['Abitur Bio', 'Zoologie']);
  });

  it('refuses an empty name and one over 60 characters', async () => {
    expect(errorType(await createFolder(reader, '   '))).toBe('FormValidationError');
    expect(errorType(await createFolder(reader, 'x'.repeat(61)))).toBe('FormValidationError');
    expect((await createFolder(reader, 'y'.repeat(60))).status).toBe(201);
  });

  it('lets only the owner read, rename and delete a folder', async () => {
    const folder = (await createFolder(reader, 'Chemie')).body as Folder;
    const params = { id: folder.uuid };
    expect(errorType(await callRoute(getLibraryFolderRoute, { token: other.token, params }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(renameLibraryFolderRoute, { token: other.token, params, body: { name: 'Mine' } }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(deleteLibraryFolderRoute, { token: other.token, params }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(renameLibraryFolderRoute, { token: reader.token, params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }, body: { name: 'x' } }))).toBe('NotFoundError');

    expect(await callRoute(renameLibraryFolderRoute, { token: reader.token, params, body: { name: 'Chemie LK' } })).toMatchObject({ status: 200, body: { name: 'Chemie LK' } });
    await createFolder(reader, 'Physik');
    expect(errorType(await callRoute(renameLibraryFolderRoute, { token: reader.token, params, body: { name: 'PHYSIK' } }))).toBe('DuplicateError');
    // Renaming to the same name in another case is allowed (it is the same folder).
    expect((await callRoute(renameLibraryFolderRoute, { token: reader.token, params, body: { name: 'chemie lk' } })).status).toBe(200);
  });

  it('keeps the knows of a deleted folder in the library, without a folder', async () => {
    const user = await signUpUser();
    const folder = (await createFolder(user, 'Weg damit')).body as Folder;
    expect((await save(user, publicKnow, folder.uuid)).status).toBe(200);
    expect((await callRoute(deleteLibraryFolderRoute, { token: user.token, params: { id: folder.uuid } })).status).toBe(204);
    expect((await items(user)).items).toMatchObject([{ knowUuid: publicKnow, folderUuid: null }]);
    expect(errorType(await callRoute(getLibraryFolderRoute, { token: user.token, params: { id: folder.uuid } }))).toBe('NotFoundError');
  });
});

describe('library items', () => {
  it('saves a public know into a folder, moves it, counts it, and lists it per folder', async () => {
    const user = await signUpUser();
    const exams = (await createFolder(user, 'Prüfungen')).body as Folder;
    const later = (await createFolder(user, 'Später')).body as Folder;
    expect(await save(user, publicKnow, exams.uuid)).toMatchObject({ status: 200, body: { knowUuid: publicKnow, folderUuid: exams.uuid } });
    expect((await save(user, secondPublicKnow, null)).status).toBe(200);

    expect((await items(user, exams.uuid)).items.map((item) => item.know.title)).toEqual(['Photosynthese']);
    expect((await items(user, 'none')).items.map((item) => item.knowUuid)).toEqual([secondPublicKnow]);
    expect((await items(user)).items.map((item) => item.knowUuid)).toEqual([secondPublicKnow, publicKnow]);

    // Saving again moves it: still one row.
    expect(await save(user, publicKnow, later.uuid)).toMatchObject({ status: 200, body: { folderUuid: later.uuid } });
    expect((await items(user, exams.uuid)).items).toEqual([]);
    expect((await items(user)).items).toHaveLength(2);
    const folders = ((await callRoute(listLibraryFoldersRoute, { token: user.token })).body as { folders: Folder[] }).folders;
    expect(folders.map((folder) => [folder.name, folder.knowCount])).toEqual([['Prüfungen', 0], ['Später', 1]]);
    expect(await callRoute(getLibraryItemRoute, { token: user.token, params: { knowUuid: publicKnow } })).toMatchObject({ status: 200, body: { folderUuid: later.uuid } });
  });

  it('refuses knows the user may not see and folders of others', async () => {
    const othersFolder = (await createFolder(other, 'Fremd')).body as Folder;
    expect(errorType(await save(reader, othersPrivateKnow, null))).toBe('NotFoundError');
    expect(errorType(await save(reader, draftKnow, null))).toBe('NotFoundError');
    expect(errorType(await save(reader, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', null))).toBe('NotFoundError');
    expect(errorType(await save(reader, publicKnow, othersFolder.uuid))).toBe('ForbiddenError');
    expect(errorType(await callRoute(listLibraryItemsRoute, { token: reader.token, query: { folderUuid: othersFolder.uuid } }))).toBe('ForbiddenError');
    expect((await items(other, othersFolder.uuid)).items).toEqual([]);
  });

  it('lets a knower save their own private know, and lists it only to them', async () => {
    expect((await save(reader, ownPrivateKnow, null)).status).toBe(200);
    expect((await items(reader)).items.map((item) => item.knowUuid)).toContain(ownPrivateKnow);
    expect((await items(other)).items.map((item) => item.knowUuid)).not.toContain(ownPrivateKnow);
  });

  it('stops listing a saved know once its knower makes it private', async () => {
    const { getDb } = await import('../../db');
    const { knows } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const user = await signUpUser();
    const knowerUuid = await makeKnower((await signUpUser()).uuid);
    const know = await makeKnow(knowerUuid, { title: 'Bald privat' });
    expect((await save(user, know, null)).status).toBe(200);
    await (await getDb()).update(knows).set({ isPrivate: true }).where(eq(knows.uuid, know));
    expect((await items(user)).items).toEqual([]);
    expect(errorType(await callRoute(getLibraryItemRoute, { token: user.token, params: { knowUuid: know } }))).toBe('NotFoundError');
  });

  it('removes a saved know, and answers NotFoundError when it was not saved', async () => {
    const user = await signUpUser();
    await save(user, publicKnow, null);
    expect((await callRoute(removeLibraryItemRoute, { token: user.token, params: { knowUuid: publicKnow } })).status).toBe(204);
    expect((await items(user)).items).toEqual([]);
    expect(errorType(await callRoute(removeLibraryItemRoute, { token: user.token, params: { knowUuid: publicKnow } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(getLibraryItemRoute, { token: user.token, params: { knowUuid: publicKnow } }))).toBe('NotFoundError');
  });
});
