import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { multipartBody } from '../../../tests/integration/multipart-body';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { listGradesRoute, listSchoolTypesRoute } from '../../catalogue/routes';
import { getDb } from '../../db';
import { users } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo-content';
import { LocalDiskStorage } from '../../files/local-disk-storage';
import { setFileStorage } from '../../files/storage';
import { profilePictureUrl } from '../find-user';
import { profilePictureVersion } from '../profile-picture';
import { deleteProfilePictureRoute, profilePictureRoute, uploadProfilePictureRoute } from '../profile-picture-routes';
import { signupRoute } from '../routes';

let filesDir: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  // Files on a throw-away disk directory on PGlite and PostgreSQL alike (never ./data/files).
  filesDir = await mkdtemp(path.join(tmpdir(), 'knowly-pictures-'));
  storage = new LocalDiskStorage(filesDir);
  setFileStorage(storage);
  await seedDemoContent(await getDb(), { withKnows: false });
});

afterAll(async () => {
  setFileStorage(undefined);
  await rm(filesDir, { recursive: true, force: true });
});

type Session = { accessToken: string; user: { uuid: string } };
async function newUser(): Promise<Session> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('picture'), name: 'Mia', password: 'reviser2026' } });
  expect(response.status).toBe(201);
  return response.body as Session;
}

const multipart = (data: Buffer, { field = 'file', name = 'me.png', type = 'image/png' } = {}) => multipartBody([{ data, name, type }], field);

async function upload(session: Session, data: Buffer, options?: Parameters<typeof multipart>[1], id = session.user.uuid) {
  return callRoute(uploadProfilePictureRoute, { params: { id }, token: session.accessToken, ...(await multipart(data, options)) });
}

async function storedKey(userUuid: string) {
  const [row] = await (await getDb()).select({ key: users.profilePictureKey }).from(users).where(eq(users.uuid, userUuid));
  return row?.key ?? null;
}

const png = (width: number, height: number, background = { r: 30, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

describe('POST /api/v1/users/{id}/profilepicture', () => {
  it('stores a 400×400 WebP under a new key and answers the user with its address', async () => {
    const me = await newUser();
    const response = await upload(me, await png(900, 600));
    expect(response.status).toBe(200);
    const user = response.body as { uuid: string; profilePictureUrl: string | null; email: string };
    expect(user.email).toContain('@example.org');

    const key = await storedKey(me.user.uuid);
    expect(key).toMatch(new RegExp(`^profile-pictures/${me.user.uuid}/[0-9a-f]{24}\\.webp$`));
    expect(user.profilePictureUrl).toBe(profilePictureUrl(me.user.uuid, key));
    expect(user.profilePictureUrl).toBe(`/api/v1/users/${me.user.uuid}/profilepicture?v=${profilePictureVersion(key!)}`);

    const stored = await storage.get(key!);
    expect(stored?.contentType).toBe('image/webp');
    const metadata = await sharp(stored!.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(metadata.exif).toBeUndefined();
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    const me = await newUser();
    // 800×400: left half red, right half blue; EXIF orientation 6 means "rotate 90° clockwise to view".
    const halves = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 400, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } })
      .toBuffer();
    expect((await sharp(halves).metadata()).orientation).toBe(6);
    expect(halves.includes('Secret Model')).toBe(true);
    expect((await upload(me, halves, { name: 'photo.jpg', type: 'image/jpeg' })).status).toBe(200);

    const stored = await storage.get((await storedKey(me.user.uuid))!);
    const { data, info } = await sharp(stored!.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // Upright it is 400×800, red on top, blue below; the centre square shows both halves one above the other.
    expect(pixel(200, 50)[0]).toBeGreaterThan(200);
    expect(pixel(200, 350)[2]).toBeGreaterThan(200);
    const metadata = await sharp(stored!.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored!.data.includes('Secret Model')).toBe(false);
  });

  it('replaces the previous picture and deletes its file', async () => {
    const me = await newUser();
    await upload(me, await png(500, 500));
    const first = (await storedKey(me.user.uuid))!;
    const response = await upload(me, await png(300, 200, { r: 250, g: 200, b: 10 }));
    expect(response.status).toBe(200);
    const second = (await storedKey(me.user.uuid))!;
    expect(second).not.toBe(first);
    expect(await storage.get(first)).toBeNull();
    expect(await storage.get(second)).not.toBeNull();
    expect((await readdir(path.join(filesDir, 'profile-pictures', me.user.uuid))).sort()).toEqual([second.split('/').pop(), `${second.split('/').pop()}~type`]);
  });

  it('types the file by its content: a text file named .png is InvalidMIMETypeError', async () => {
    const me = await newUser();
    const response = await upload(me, Buffer.from('this is not a picture at all, just some text\n'), { name: 'me.png', type: 'image/png' });
    expect([response.status, errorType(response)]).toEqual([400, 'InvalidMIMETypeError']);
    expect((response.body as { error: { data: unknown } }).error.data).toEqual({ allowed: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'], detected: null });
    expect(await storedKey(me.user.uuid)).toBeNull();
  });

  it('refuses a PDF whatever it is called', async () => {
    const me = await newUser();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const response = await upload(me, pdf, { name: 'me.jpg', type: 'image/jpeg' });
    expect(errorType(response)).toBe('InvalidMIMETypeError');
    expect((response.body as { error: { data: { detected: string } } }).error.data.detected).toBe('application/pdf');
  });

  it('refuses a truncated JPEG with InvalidMIMETypeError and stores nothing', async () => {
    const me = await newUser();
    const noise = Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const response = await upload(me, jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), { name: 'me.jpg', type: 'image/jpeg' });
    expect([response.status, errorType(response)]).toEqual([400, 'InvalidMIMETypeError']);
    expect((response.body as { error: { data: { detected: string } } }).error.data.detected).toBe('image/jpeg');
    expect(await storedKey(me.user.uuid)).toBeNull();
    await expect(readdir(path.join(filesDir, 'profile-pictures', me.user.uuid))).rejects.toThrow();
  });

  it('answers FormValidationError on "file" without a file field or without multipart', async () => {
    const me = await newUser();
    const wrongField = await upload(me, await png(10, 10), { field: 'picture' });
    expect([wrongField.status, errorType(wrongField)]).toEqual([400, 'FormValidationError']);
    expect((wrongField.body as { error: { data: { fields: object } } }).error.data.fields).toHaveProperty('file');
    const json = await callRoute(uploadProfilePictureRoute, { params: { id: me.user.uuid }, token: me.accessToken, body: { file: 'x' } });
    expect(errorType(json)).toBe('FormValidationError');
  });

  it('answers PayloadTooLargeError above 5 MB', async () => {
    const me = await newUser();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(me, big);
    expect([response.status, errorType(response)]).toEqual([413, 'PayloadTooLargeError']);
  });

  it("refuses someone else's picture (ForbiddenError) and a call without token (AuthorizationError)", async () => {
    const me = await newUser();
    const other = await newUser();
    const picture = await png(50, 50);
    expect(errorType(await upload(me, picture, undefined, other.user.uuid))).toBe('ForbiddenError');
    const anonymous = await callRoute(uploadProfilePictureRoute, { params: { id: me.user.uuid }, ...(await multipart(picture)) });
    expect([anonymous.status, errorType(anonymous)]).toEqual([401, 'AuthorizationError']);
    expect(await storedKey(other.user.uuid)).toBeNull();
  });
});

describe('GET /api/v1/users/{id}/profilepicture', () => {
  it('serves the picture publicly, cached for good only for its current version', async () => {
    const me = await newUser();
    const user = (await upload(me, await png(640, 480))).body as { profilePictureUrl: string };
    const version = new URL(user.profilePictureUrl, 'http://x').searchParams.get('v')!;

    const current = await callRoute(profilePictureRoute, { params: { id: me.user.uuid }, query: { v: version } });
    expect(current.status).toBe(200);
    expect(Buffer.isBuffer(current.body)).toBe(true);
    expect(current.headers).toEqual({
      'Content-Type': 'image/webp',
      'Content-Length': String((current.body as Buffer).length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(await sharp(current.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const unversioned = await callRoute(profilePictureRoute, { params: { id: me.user.uuid } });
    expect(unversioned.headers['Cache-Control']).toBe('public, max-age=300');
    const stale = await callRoute(profilePictureRoute, { params: { id: me.user.uuid }, query: { v: 'an-old-version' } });
    expect(stale.headers['Cache-Control']).toBe('public, max-age=300');
    expect((stale.body as Buffer).equals(current.body as Buffer)).toBe(true);
  });

  it('answers NotFoundError without a picture, for an unknown user, and FormValidationError for a bad id', async () => {
    const me = await newUser();
    const none = await callRoute(profilePictureRoute, { params: { id: me.user.uuid } });
    expect([none.status, errorType(none)]).toEqual([404, 'NotFoundError']);
    expect(errorType(await callRoute(profilePictureRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(profilePictureRoute, { params: { id: '../../etc/passwd' } }))).toBe('FormValidationError');
  });
});

describe('DELETE /api/v1/users/{id}/profilepicture', () => {
  it('removes your picture (204), its file and its address; again is still 204', async () => {
    const me = await newUser();
    const other = await newUser();
    await upload(me, await png(100, 100));
    const key = (await storedKey(me.user.uuid))!;

    expect(errorType(await callRoute(deleteProfilePictureRoute, { params: { id: me.user.uuid }, token: other.accessToken }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(deleteProfilePictureRoute, { params: { id: me.user.uuid } }))).toBe('AuthorizationError');
    expect(await storage.get(key)).not.toBeNull();

    const deleted = await callRoute(deleteProfilePictureRoute, { params: { id: me.user.uuid }, token: me.accessToken });
    expect(deleted.status).toBe(204);
    expect(await storedKey(me.user.uuid)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(errorType(await callRoute(profilePictureRoute, { params: { id: me.user.uuid } }))).toBe('NotFoundError');
    expect((await callRoute(deleteProfilePictureRoute, { params: { id: me.user.uuid }, token: me.accessToken })).status).toBe(204);
  });
});

describe('GET /api/v1/grades and /api/v1/school-types', () => {
  it('answers the German grades by level and school types alphabetically on the German site', async () => {
    const grades = await callRoute(listGradesRoute, { host: 'de.localhost:3000' });
    expect(grades.status).toBe(200);
    const list = grades.body as { id: string; level: number; name: string }[];
    expect(list.map((grade) => grade.level)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(list[0]?.name).toBe('Klasse 5');
    const schoolTypes = await callRoute(listSchoolTypesRoute, { host: 'de.localhost:3000' });
    expect((schoolTypes.body as { name: string }[]).map((type) => type.name)).toEqual(['Berufsschule', 'Gesamtschule', 'Gymnasium', 'Realschule']);
  });

  it('answers the US grades on an unknown host (the international site), and no school types there', async () => {
    const grades = await callRoute(listGradesRoute, { host: 'unknown.example:8080' });
    expect((grades.body as { name: string }[]).map((grade) => grade.name)).toEqual(['Grade 6', 'Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12']);
    expect((await callRoute(listSchoolTypesRoute, { host: 'unknown.example' })).body).toEqual([]);
  });
});
