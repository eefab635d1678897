// PATCH knows/{id}: the knower changes a know's details. Subjects must be of the know's content language, grades and
// school type and exam board of its country (several grades only where the country allows it). A published know stays published:
// its new title and description pass the review's text checks at once (refused as FormValidationError otherwise),
// and search is updated — a know made private leaves search, one made public again comes back.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { isExamBoardOf } from '../../config/exam-boards';
import { canSelectMultipleGrades } from '../../config/feature-switches';
import type { CountryCode } from '../../config/countries/country-config';
import type { KnowDraft, updateKnowBodySchema } from '../../lib/contracts/know-creation';
import { slugify } from '../../lib/knows/paths';
import type { Db } from '../db';
import { grades, knowGrades, knows, knowSubjects, schoolTypes, subjects } from '../db/schema';
import { indexKnow, unindexKnow } from '../search/index-know';
import { knowFieldError } from './know-field-error';
import { requireOwnKnow, toKnowDraft } from './own-knows';
import { textProblem } from './review-rules';
import { invalidateKnowPage } from './page-cache';
import { checkSubjectFit } from './subject-fit/check-subject-fit';

type UpdateKnowInput = z.output<typeof updateKnowBodySchema>;

async function checkAllExist(found: Promise<{ id: string }[]>, ids: string[], field: string, message: string) {
  const existing = new Set((await found).map((row) => row.id));
  if (ids.some((id) => !existing.has(id))) throw knowFieldError(field, message);
}

export async function updateKnow(db: Db, knowUuid: string, userUuid: string, input: UpdateKnowInput): Promise<KnowDraft> {
  const know = await requireOwnKnow(db, knowUuid, userUuid);
  const { subjectIds, gradeIds, ...columns } = input;
  const uniqueSubjects = subjectIds && [...new Set(subjectIds)];
  const uniqueGrades = gradeIds && [...new Set(gradeIds)];
  const contentLanguage = columns.contentLanguage ?? know.contentLanguage;

  if (uniqueSubjects && uniqueSubjects.length > 0) {
    await checkAllExist(db.select({ id: subjects.id }).from(subjects).where(and(inArray(subjects.id, uniqueSubjects), eq(subjects.contentLanguage, contentLanguage))),
      uniqueSubjects, 'subjectIds', 'No such subject in the content language of the know');
  }
  if (uniqueGrades && uniqueGrades.length > 0) {
    if (uniqueGrades.length > 1 && !canSelectMultipleGrades(know.country as CountryCode)) throw knowFieldError('gradeIds', 'Choose one grade');
    await checkAllExist(db.select({ id: grades.id }).from(grades).where(and(inArray(grades.id, uniqueGrades), eq(grades.country, know.country))),
      uniqueGrades, 'gradeIds', 'No such grade in the country of the know');
  }
  if (columns.examBoard && !isExamBoardOf(know.country, columns.examBoard)) throw knowFieldError('examBoard', 'No such exam board in the country of the know');
  if (columns.schoolTypeId) {
    const ids = [columns.schoolTypeId];
    await checkAllExist(db.select({ id: schoolTypes.id }).from(schoolTypes).where(and(inArray(schoolTypes.id, ids), eq(schoolTypes.country, know.country))),
      ids, 'schoolTypeId', 'No such school type in the country of the know');
  }
  if (know.status === 'PUBLISHED' && (columns.title !== undefined || columns.description !== undefined)) {
    const next = { title: columns.title ?? know.title, description: columns.description ?? know.description, contentLanguage };
    const problem = textProblem(next);
    if (problem) throw knowFieldError(problem === 'BANNED_WORDS' && columns.description !== undefined ? 'description' : 'title', problem, { reason: problem });
  }

  const updated = await db.transaction(async (tx) => {
    const set = { ...columns, ...(columns.title !== undefined ? { slug: slugify(columns.title) } : {}), updatedOn: new Date() };
    const [row] = await tx.update(knows).set(set).where(eq(knows.uuid, knowUuid)).returning();
    if (uniqueSubjects) {
      await tx.delete(knowSubjects).where(eq(knowSubjects.knowUuid, knowUuid));
      if (uniqueSubjects.length > 0) await tx.insert(knowSubjects).values(uniqueSubjects.map((subjectId) => ({ knowUuid, subjectId })));
    }
    if (uniqueGrades) {
      await tx.delete(knowGrades).where(eq(knowGrades.knowUuid, knowUuid));
      if (uniqueGrades.length > 0) await tx.insert(knowGrades).values(uniqueGrades.map((gradeId) => ({ knowUuid, gradeId })));
    }
    return row!;
  });
  if (updated.status === 'PUBLISHED') {
    // What the subject-fit check reads changed: check again (a knower who followed its advice sees it go).
    if (uniqueSubjects || columns.title !== undefined || columns.description !== undefined || columns.contentLanguage !== undefined) {
      updated.betterSubjectId = await checkSubjectFit(db, knowUuid);
    }
    if (updated.isPrivate) await unindexKnow(db, knowUuid);
    else await indexKnow(db, knowUuid);
  }
  invalidateKnowPage(knowUuid);
  return toKnowDraft(db, updated);
}
