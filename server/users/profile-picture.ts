// Profile pictures: an upload is typed by its content (never by its name or declared type), decoded, turned upright
// by its EXIF orientation, cropped to a 400×400 square and stored as WebP without any metadata (no GPS, no camera) —
// all of that in the file sandbox (profile-picture-image.ts), never in the web process.
// Every upload gets a new key, so the public URL (find-user.ts profilePictureUrl: `?v=<version>`) changes with it and
// can be cached for good; the previous file is deleted once the new one is in place.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { User } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { users } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { findUser } from './find-user';
import { PROFILE_PICTURE_CONTENT_TYPE } from './profile-picture-image';
import { toProfilePictureInSandbox } from './profile-picture-in-sandbox';

export { PROFILE_PICTURE_CONTENT_TYPE, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from './profile-picture-image';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=300';

type Log = { warn: (object: object, message: string) => void };

/** `profile-pictures/<userUuid>/<version>.webp`; the version is the last segment without its extension. */
function profilePictureKey(userUuid: string, version: string): string {
  return `profile-pictures/${userUuid.toLowerCase()}/${version}.webp`;
}

/** The version of a key, as find-user.ts profilePictureUrl reads it into `?v=`. */
export function profilePictureVersion(key: string): string {
  return key.split('/').pop()?.split('.')[0] ?? '';
}

async function currentKey(db: Db, userUuid: string): Promise<string | null> {
  const [row] = await db.select({ key: users.profilePictureKey }).from(users).where(eq(users.uuid, userUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'user' });
  return row.key;
}

/** Sets the user's picture to `key` (or none) and answers the key it replaces; row-locked against parallel uploads. */
async function swapKey(db: Db, userUuid: string, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ key: users.profilePictureKey }).from(users).where(eq(users.uuid, userUuid)).for('update');
    if (!row) throw new AppError('NotFoundError', { resource: 'user' });
    await tx.update(users).set({ profilePictureKey: key }).where(eq(users.uuid, userUuid));
    return row.key;
  });
}

async function deleteQuietly(storage: FileStorage, key: string | null, log?: Log) {
  if (!key) return;
  // The database no longer points at it: a failed delete leaves an orphan file, not a broken profile.
  await storage.delete(key).catch((error: unknown) => log?.warn({ err: error, key }, 'could not delete an old profile picture'));
}

/** Stores a new picture for the user, replaces (and deletes) the old one, and answers the updated user. */
export async function setProfilePicture(db: Db, storage: FileStorage, userUuid: string, upload: Buffer, log?: Log): Promise<User> {
  await currentKey(db, userUuid); // an unknown user fails before the image work
  const picture = await toProfilePictureInSandbox(upload);
  const key = profilePictureKey(userUuid, randomBytes(12).toString('hex'));
  await storage.put(key, picture, PROFILE_PICTURE_CONTENT_TYPE);
  let previous: string | null;
  try {
    previous = await swapKey(db, userUuid, key);
  } catch (error) {
    await deleteQuietly(storage, key, log);
    throw error;
  }
  if (previous !== key) await deleteQuietly(storage, previous, log);
  return findUser(db, userUuid);
}

/** Removes the user's picture, if any. */
export async function deleteProfilePicture(db: Db, storage: FileStorage, userUuid: string, log?: Log): Promise<void> {
  const previous = await swapKey(db, userUuid, null);
  await deleteQuietly(storage, previous, log);
}

/** The stored picture; cached for a year when the request names its current version (`?v=`), else for 5 minutes. */
export async function readProfilePicture(db: Db, storage: FileStorage, userUuid: string, requestedVersion: string | undefined) {
  const key = await currentKey(db, userUuid);
  const file = key ? await storage.get(key) : null;
  if (!key || !file) throw new AppError('NotFoundError', { resource: 'profilePicture' });
  const current = requestedVersion !== undefined && requestedVersion === profilePictureVersion(key);
  return { contentType: file.contentType, data: file.data, cacheControl: current ? IMMUTABLE : SHORT_LIVED };
}
