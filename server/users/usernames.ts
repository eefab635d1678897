// Usernames: their form (and the reserved ones), whether one is free, and claiming one for yourself.
import { and, eq, ne, sql } from 'drizzle-orm';
import { isReservedUsername } from '../../config/reserved-usernames';
import { USERNAME_FORM } from '../../lib/contracts/users';
import { USERNAME_LENGTH } from '../../lib/contracts/forms';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';

function normalizeUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (!USERNAME_FORM.test(username)) {
    throw new AppError('InvalidUsernameError', { username: raw, rule: `${USERNAME_LENGTH.min}–${USERNAME_LENGTH.max} characters: a–z, 0–9, dot and underscore; no dot at either end or twice in a row` });
  }
  if (isReservedUsername(username)) throw new AppError('InvalidUsernameError', { username: raw, rule: 'reserved' });
  return username;
}

export async function isUsernameAvailable(db: Db, raw: string): Promise<{ username: string; available: boolean }> {
  const username = normalizeUsername(raw);
  const [taken] = await db.select({ uuid: users.uuid }).from(users).where(sql`lower(${users.username}) = ${username}`);
  return { username, available: !taken };
}

export async function changeUsername(db: Db, userUuid: string, raw: string): Promise<string> {
  const username = normalizeUsername(raw);
  const [taken] = await db.select({ uuid: users.uuid }).from(users).where(and(sql`lower(${users.username}) = ${username}`, ne(users.uuid, userUuid)));
  if (taken) throw new AppError('UsernameInUseError', { username });
  try {
    await db.update(users).set({ username }).where(eq(users.uuid, userUuid));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('UsernameInUseError', { username });
    throw error;
  }
  return username;
}
