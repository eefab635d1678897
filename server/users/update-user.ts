// PATCH users/{uuid}: a user changes their own profile fields; school type and grade must exist in their country.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isLocale } from '../../config/locales';
import type { updateUserBodySchema, User } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { grades, schoolTypes, users } from '../db/schema';
import { findUser } from './find-user';

type UpdateUserInput = z.output<typeof updateUserBodySchema>;

function fieldError(field: string, message: string): AppError {
  return new AppError('FormValidationError', { fields: { [field]: [message] }, issues: [{ in: 'body', path: [field], code: 'custom', message }] });
}

export async function updateUser(db: Db, userUuid: string, input: UpdateUserInput): Promise<User> {
  const current = await findUser(db, userUuid);
  if (input.interfaceLanguage !== undefined && !isLocale(input.interfaceLanguage)) throw fieldError('interfaceLanguage', 'Unknown locale');
  if (input.schoolTypeId) {
    const [found] = await db.select({ id: schoolTypes.id }).from(schoolTypes).where(and(eq(schoolTypes.id, input.schoolTypeId), eq(schoolTypes.country, current.country)));
    if (!found) throw fieldError('schoolTypeId', 'No such school type in your country');
  }
  if (input.gradeId) {
    const [found] = await db.select({ id: grades.id }).from(grades).where(and(eq(grades.id, input.gradeId), eq(grades.country, current.country)));
    if (!found) throw fieldError('gradeId', 'No such grade in your country');
  }
  await db.update(users).set(input).where(eq(users.uuid, userUuid));
  return findUser(db, userUuid);
}
