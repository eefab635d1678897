// Runs the subject-fit check (subject-fit.ts) on a stored know and records its answer on the know
// (knows.better_subject_id): when the know is published (review-know.ts) and when its knower changes what the check
// reads — subjects, title, description, language (update-know.ts); and once for the knows published before the
// check existed (subject-fit-backfill-job.ts).
import { and, eq } from 'drizzle-orm';
import { contentLanguageOf } from '../../catalogue/find-subjects';
import type { Db } from '../../db';
import { knows, knowSubjects, subjects } from '../../db/schema';
import { betterSubjectFor } from './subject-fit';

/** Checks the know and records the subject its text clearly belongs to instead (null: it fits). Returns that id. */
export async function checkSubjectFit(db: Db, knowUuid: string): Promise<string | null> {
  const [know] = await db
    .select({ title: knows.title, description: knows.description, textContent: knows.textContent, contentLanguage: knows.contentLanguage, betterSubjectId: knows.betterSubjectId, subjectChecked: knows.subjectChecked })
    .from(knows)
    .where(eq(knows.uuid, knowUuid));
  if (!know) return null;
  const filed = await db.select({ slug: subjects.slug }).from(knowSubjects).innerJoin(subjects, eq(subjects.id, knowSubjects.subjectId)).where(eq(knowSubjects.knowUuid, knowUuid));
  const better = betterSubjectFor({ text: `${know.title}\n${know.description}\n${know.textContent}`, language: know.contentLanguage, filed: filed.map((row) => row.slug) });
  const [betterSubject] = better
    ? await db.select({ id: subjects.id }).from(subjects).where(and(eq(subjects.slug, better), eq(subjects.contentLanguage, contentLanguageOf(know.contentLanguage))))
    : [];
  const betterSubjectId = betterSubject?.id ?? null;
  if (betterSubjectId !== know.betterSubjectId || !know.subjectChecked) await db.update(knows).set({ betterSubjectId, subjectChecked: true }).where(eq(knows.uuid, knowUuid));
  return betterSubjectId;
}
