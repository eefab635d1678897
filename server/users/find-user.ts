// Reads a user in the spec's User shape (§3).
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { User } from '../../lib/contracts/users';
import type { Db } from '../db';
import { grades, knowers, schoolTypes, users } from '../db/schema';

export async function findUser(db: Db, userUuid: string): Promise<User> {
  const [row] = await db
    .select({ user: users, knower: knowers, schoolTypeName: schoolTypes.name, gradeLevel: grades.level })
    .from(users)
    .leftJoin(knowers, eq(knowers.userUuid, users.uuid))
    .leftJoin(schoolTypes, eq(schoolTypes.id, users.schoolTypeId))
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .where(eq(users.uuid, userUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'user' });
  const { user, knower } = row;
  return {
    uuid: user.uuid,
    createdOn: user.createdOn.toISOString(),
    name: user.name,
    username: user.username,
    country: user.country,
    interfaceLanguage: user.interfaceLanguage,
    primaryContentLanguage: user.primaryContentLanguage,
    region: user.region,
    schoolType: row.schoolTypeName ? { name: row.schoolTypeName } : null,
    grade: row.gradeLevel !== null ? { level: row.gradeLevel } : null,
    premiumStatus: user.premiumStatus,
    knowerUuid: knower?.uuid ?? null,
    source: user.source,
    sourceCampaign: user.sourceCampaign,
    isActiveKnower: Boolean(knower?.isActive),
    active: user.active,
  };
}
