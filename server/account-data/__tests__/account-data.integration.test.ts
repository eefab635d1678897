// The user's rights over their data against a real database: the ZIP of "download my data" holds what the product
// keeps about them and no secret; deleting the account takes the password (and 2FA), removes everything personal,
// and keeps or deletes the knows as chosen — kept ones show a former member with no profile to link to.
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { signRequest } from '../../../lib/api/request-signature';
import { confirmTwoFactorRoute, startTwoFactorRoute } from '../../auth/two-factor-routes';
import { resetLoginThrottle } from '../../auth/login-throttle';
import { tokenRoute } from '../../auth/routes';
import { getDb } from '../../db';
import { accounts, analyticsEvents, flashcardImportImages, knowers, knowLikes, knows, libraryItems, recoveryCodes, users } from '../../db/schema';
import { getFileStorage } from '../../files/storage';
import { importImageKey } from '../../flashcards/import/import-images';
import { findKnowSummaries } from '../../knows/know-summaries';
import { meRoute } from '../../users/routes';
import { deleteAccountRoute, exportDataRoute } from '../routes';

// It reads the server's own analytics events, which APP_ENV=local records only with ANALYTICS_IN_LOCAL=true (issue 33).
vi.hoisted(() => {
  process.env.ANALYTICS_IN_LOCAL = 'true';
});

const PASSWORD = 'lernen-2026';
const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).acc as string;
const typeOf = (response: { status: number; body: unknown }) => [response.status, errorType(response)];

const deleteAccount = (user: TestUser, body: Record<string, unknown>) =>
  callRoute(deleteAccountRoute, { params: { id: accountOf(user.token) }, token: user.token, body: { password: PASSWORD, knows: 'delete', ...body } });
const signIn = async (email: string) =>
  callRoute(tokenRoute, { body: { email, password: PASSWORD }, headers: { 'x-signature': (await signRequest('POST', tokenRoute.path, Date.now()))! } });
const emailOf = async (user: TestUser) => (await (await getDb()).select().from(accounts).where(eq(accounts.userUuid, user.uuid)))[0]!.email;

/** A knower with a public know holding an original file, a draft, a like and a saved know of someone else's, and an event. */
async function busyKnower() {
  const db = await getDb();
  const user = await signUpUser({ name: 'Lena Export' });
  const knowerUuid = await makeKnower(user.uuid, { bio: 'Bio of Lena' });
  const published = await makeKnow(knowerUuid, { title: 'Zellatmung kompakt' });
  const draft = await makeKnow(knowerUuid, { title: 'Entwurf', status: 'DRAFT' });
  const fileKey = `knows/${published}/original-1-test.pdf`;
  await getFileStorage().put(fileKey, Buffer.from('%PDF-1.4 Lena'), 'application/pdf');
  await db.update(knows).set({ originalFiles: [fileKey], originalFilename: 'Zellatmung.pdf' }).where(eq(knows.uuid, published));
  const otherKnower = await makeKnower((await signUpUser({ name: 'Other' })).uuid);
  const others = await makeKnow(otherKnower, { title: 'Photosynthese', likeCount: 1 });
  await db.insert(knowLikes).values({ userUuid: user.uuid, knowUuid: others });
  await db.insert(libraryItems).values({ userUuid: user.uuid, knowUuid: others });
  const eventUuid = crypto.randomUUID();
  await db.insert(analyticsEvents).values({ uuid: eventUuid, name: 'search', payload: { query: 'zelle' }, userUuid: user.uuid });
  // A card image of a flashcard import preview, kept by reference for a day.
  const importImageName = `${'ab'.repeat(32)}.png`;
  await db.insert(flashcardImportImages).values({ userUuid: user.uuid, name: importImageName });
  const importImageFile = importImageKey(user.uuid, importImageName);
  await getFileStorage().put(importImageFile, Buffer.from('png bytes of Lena'), 'image/png');
  return { user, knowerUuid, published, draft, fileKey, others, eventUuid, importImageFile };
}

beforeEach(() => resetLoginThrottle());

describe('GET /api/v1/users/{id}/export', () => {
  it('answers a ZIP of the profile, account, knows with their original files, library, likes and events, without secrets', async () => {
    const { user, published, eventUuid } = await busyKnower();
    const response = await callRoute(exportDataRoute, { params: { id: user.uuid }, token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('application/zip');
    expect(response.headers['Content-Disposition']).toMatch(/^attachment; filename="knowly-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(response.body as Buffer));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'account.json', 'sign-ins.json', 'knows.json', 'library.json', 'likes.json', 'events.json', 'mails.json']));
    expect(read('profile.json')).toMatchObject({ uuid: user.uuid, name: 'Lena Export' });
    expect(read('account.json')).toMatchObject({ email: await emailOf(user), twoFactorEnabledOn: null });
    expect(read('knows.json').map((know: { title: string }) => know.title).sort()).toEqual(['Entwurf', 'Zellatmung kompakt']);
    expect(strFromU8(files[`files/knows/${published}/Zellatmung.pdf`]!)).toBe('%PDF-1.4 Lena');
    expect(read('likes.json')).toEqual([expect.objectContaining({ title: 'Photosynthese' })]);
    expect(read('library.json').items).toEqual([expect.objectContaining({ title: 'Photosynthese' })]);
    expect(read('events.json')).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'signup_completed' }), expect.objectContaining({ uuid: eventUuid, name: 'search' })]));
    expect(read('sign-ins.json')).toHaveLength(1);
    const everything = Object.values(files).map((data) => strFromU8(data, true)).join('\n');
    expect(everything).not.toMatch(/argon2|passwordHash|totpSecret|tokenHash|codeHash/);
  });

  it("is for the owner only: another user's export is ForbiddenError, no token AuthorizationError", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    expect(typeOf(await callRoute(exportDataRoute, { params: { id: owner.uuid }, token: other.token }))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await callRoute(exportDataRoute, { params: { id: owner.uuid } }))).toEqual([401, 'AuthorizationError']);
  });
});

describe('DELETE /api/auth/accounts/{id}', () => {
  it('refuses a wrong password and another account, and changes nothing', async () => {
    const { user } = await busyKnower();
    const other = await signUpUser();
    expect(typeOf(await deleteAccount(user, { password: 'wrong-password1' }))).toEqual([401, 'InvalidCredentialsError']);
    expect(typeOf(await callRoute(deleteAccountRoute, { params: { id: accountOf(user.token) }, token: other.token, body: { password: PASSWORD, knows: 'delete' } }))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await deleteAccount(user, { knows: 'maybe' }))).toEqual([400, 'FormValidationError']);
    expect((await callRoute(meRoute, { token: user.token })).status).toBe(200);
  });

  it('with knows "delete": every row and file of the person goes; events stay without the link to them', async () => {
    const { user, knowerUuid, fileKey, others, eventUuid, importImageFile } = await busyKnower();
    const email = await emailOf(user);
    const response = await deleteAccount(user, { knows: 'delete' });
    expect(response.status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.uuid, user.uuid))).toEqual([]);
    expect(await db.select().from(knowers).where(eq(knowers.uuid, knowerUuid))).toEqual([]);
    expect(await db.select().from(knows).where(eq(knows.knowerUuid, knowerUuid))).toEqual([]);
    expect(await getFileStorage().get(fileKey)).toBeNull();
    expect(await getFileStorage().get(importImageFile)).toBeNull();
    expect((await db.select().from(knows).where(eq(knows.uuid, others)))[0]?.likeCount).toBe(1);
    expect((await db.select().from(analyticsEvents).where(eq(analyticsEvents.uuid, eventUuid)))[0]?.userUuid).toBeNull();
    expect(typeOf(await signIn(email))).toEqual([401, 'InvalidCredentialsError']);
    expect(typeOf(await callRoute(meRoute, { token: user.token }))).toEqual([401, 'AuthorizationError']);
  });

  it('with knows "keep": public knows stay under a former member without a profile link; the draft, likes, library and account go', async () => {
    const { user, knowerUuid, published, draft, others, importImageFile } = await busyKnower();
    const email = await emailOf(user);
    expect((await deleteAccount(user, { knows: 'keep' })).status).toBe(204);
    const db = await getDb();
    const [kept] = await findKnowSummaries(db, [published]);
    expect(kept?.knower).toMatchObject({ uuid: knowerUuid, name: 'Ehemaliges Mitglied', profilePath: null, profilePictureUrl: null });
    expect(await db.select().from(knows).where(eq(knows.uuid, draft))).toEqual([]);
    const [person] = await db.select().from(users).where(eq(users.uuid, user.uuid));
    expect(person).toMatchObject({ active: false, username: null, newsletter: false });
    expect(await db.select().from(accounts).where(eq(accounts.userUuid, user.uuid))).toEqual([]);
    expect(await db.select().from(libraryItems).where(eq(libraryItems.userUuid, user.uuid))).toEqual([]);
    expect(await db.select().from(knowLikes).where(eq(knowLikes.userUuid, user.uuid))).toEqual([]);
    expect(await db.select().from(flashcardImportImages).where(eq(flashcardImportImages.userUuid, user.uuid))).toEqual([]);
    expect(await getFileStorage().get(importImageFile)).toBeNull();
    expect((await db.select().from(knows).where(eq(knows.uuid, others)))[0]?.likeCount).toBe(0);
    expect((await db.select().from(knowers).where(eq(knowers.uuid, knowerUuid)))[0]).toMatchObject({ isActive: false, bio: '' });
    expect(typeOf(await signIn(email))).toEqual([401, 'InvalidCredentialsError']);
  });

  it('with two-step sign-in on, needs a second factor too; a recovery code serves', async () => {
    const user = await signUpUser();
    const id = accountOf(user.token);
    const { secret } = (await callRoute(startTwoFactorRoute, { params: { id }, token: user.token, body: { password: PASSWORD } })).body as { secret: string };
    const confirmed = await callRoute(confirmTwoFactorRoute, { params: { id }, token: user.token, body: { totp: TOTP.generate({ secret: Secret.fromBase32(secret) }) } });
    const { recoveryCodes: codes } = confirmed.body as { recoveryCodes: string[] };
    expect(typeOf(await deleteAccount(user, {}))).toEqual([401, 'Requires2FAError']);
    expect(typeOf(await deleteAccount(user, { recoveryCode: 'aaaaa-bbbbb' }))).toEqual([400, 'Invalid2FATokenError']);
    expect((await deleteAccount(user, { recoveryCode: codes[0]! })).status).toBe(204);
    expect(await (await getDb()).select().from(recoveryCodes).where(eq(recoveryCodes.accountUuid, id))).toEqual([]);
  });
});
