// Knowers: a user with a knower record (spec §6); found by their own uuid or by their user.
import { eq } from 'drizzle-orm';
import type { Knower } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowers } from '../db/schema';

const toKnower = (row: typeof knowers.$inferSelect): Knower => ({ uuid: row.uuid, userUuid: row.userUuid, isActive: row.isActive, createdOn: row.createdOn.toISOString() });

export async function findKnower(db: Db, knowerUuid: string): Promise<Knower> {
  const [row] = await db.select().from(knowers).where(eq(knowers.uuid, knowerUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'knower' });
  return toKnower(row);
}

export async function findKnowerOfUser(db: Db, userUuid: string): Promise<Knower> {
  const [row] = await db.select().from(knowers).where(eq(knowers.userUuid, userUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'knower', reason: 'This user is not a knower.' });
  return toKnower(row);
}
