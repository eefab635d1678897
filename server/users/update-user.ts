// PATCH users/{uuid}: a user changes their own profile fields. School type and grades must exist in their country,
// several grades only where the country allows it, subjects in their content language.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { isExamBoardOf } from '../../config/exam-boards';
import { canSelectMultipleGrades } from '../../config/feature-switches';
import { isLocale } from '../../config/locales';
import type { updateUserBodySchema, User } from '../../lib/contracts/users';
import type { CountryCode } from '../../config/countries/country-config';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { contentLanguageOf } from '../catalogue/find-subjects';
import { grades, schoolTypes, subjects, userGrades, users, userSubjects } from '../db/schema';
import { findUser } from './find-user';
import { newsletterChoice } from './newsletter-consent';

/** The profile fields; the age step's birthDate and parentEmail are confirmAge's (confirm-age.ts). */
type UpdateUserInput = Omit<z.output<typeof updateUserBodySchema>, 'birthDate' | 'parentEmail'>;

function fieldError(field: string, message: string): AppError {
  return new AppError('FormValidationError', { fields: { [field]: [message] }, issues: [{ in: 'body', path: [field], code: 'custom', message }] });
}

async function checkAllExist(found: Promise<{ id: string }[]>, ids: string[], field: string, message: string) {
  const existing = new Set((await found).map((row) => row.id));
  if (ids.some((id) => !existing.has(id))) throw fieldError(field, message);
}

export async function updateUser(db: Db, userUuid: string, input: UpdateUserInput): Promise<User> {
  const current = await findUser(db, userUuid);
  const { gradeId, gradeIds: manyGrades, subjectIds, onboarded, ...columns } = input;
  const gradeIds = manyGrades ?? (gradeId === undefined ? undefined : gradeId === null ? [] : [gradeId]);
  const uniqueGrades = gradeIds && [...new Set(gradeIds)];
  const uniqueSubjects = subjectIds && [...new Set(subjectIds)];

  if (columns.interfaceLanguage !== undefined && !isLocale(columns.interfaceLanguage)) throw fieldError('interfaceLanguage', 'Unknown locale');
  if (columns.examBoard && !isExamBoardOf(current.country, columns.examBoard)) throw fieldError('examBoard', 'No such exam board in your country');
  if (columns.schoolTypeId) {
    const ids = [columns.schoolTypeId];
    await checkAllExist(db.select({ id: schoolTypes.id }).from(schoolTypes).where(and(inArray(schoolTypes.id, ids), eq(schoolTypes.country, current.country))),
      ids, 'schoolTypeId', 'No such school type in your country');
  }
  if (uniqueGrades && uniqueGrades.length > 0) {
    if (uniqueGrades.length > 1 && !canSelectMultipleGrades(current.country as CountryCode)) throw fieldError('gradeIds', 'Choose one grade');
    await checkAllExist(db.select({ id: grades.id }).from(grades).where(and(inArray(grades.id, uniqueGrades), eq(grades.country, current.country))),
      uniqueGrades, manyGrades ? 'gradeIds' : 'gradeId', 'No such grade in your country');
  }
  if (uniqueSubjects && uniqueSubjects.length > 0) {
    await checkAllExist(db.select({ id: subjects.id }).from(subjects).where(and(inArray(subjects.id, uniqueSubjects), eq(subjects.contentLanguage, contentLanguageOf(current.primaryContentLanguage)))),
      uniqueSubjects, 'subjectIds', 'No such subject in your language');
  }

  await db.transaction(async (tx) => {
    const set = {
      ...columns,
      // The settings' box (its wording is profile:newsletter): the consent's time and words are kept with it.
      ...(columns.newsletter === undefined ? {} : newsletterChoice(columns.newsletter, { key: 'profile:newsletter', locale: columns.interfaceLanguage ?? current.interfaceLanguage })),
      ...(onboarded ? { onboardedOn: new Date() } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(users).set(set).where(eq(users.uuid, userUuid));
    if (uniqueGrades) {
      await tx.delete(userGrades).where(eq(userGrades.userUuid, userUuid));
      if (uniqueGrades.length > 0) await tx.insert(userGrades).values(uniqueGrades.map((id) => ({ userUuid, gradeId: id })));
    }
    if (uniqueSubjects) {
      await tx.delete(userSubjects).where(eq(userSubjects.userUuid, userUuid));
      if (uniqueSubjects.length > 0) await tx.insert(userSubjects).values(uniqueSubjects.map((id) => ({ userUuid, subjectId: id })));
    }
  });
  return findUser(db, userUuid);
}
