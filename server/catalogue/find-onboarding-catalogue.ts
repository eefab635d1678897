// The grades and school types of one country, for onboarding and the profile. A country without any answers empty
// lists (the onboarding then skips that step).
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { grades, schoolTypes } from '../db/schema';

export const gradeSchema = z.object({ id: z.uuid(), level: z.number().int(), name: z.string() });
export type Grade = z.infer<typeof gradeSchema>;
export const schoolTypeSchema = z.object({ id: z.uuid(), name: z.string() });
export type SchoolType = z.infer<typeof schoolTypeSchema>;

/** By level, lowest first. */
export async function findGrades(db: Db, country: string): Promise<Grade[]> {
  return db.select({ id: grades.id, level: grades.level, name: grades.name }).from(grades).where(eq(grades.country, country)).orderBy(asc(grades.level), asc(grades.name));
}

/** Alphabetically in the site's language (the same on PGlite and PostgreSQL, whatever the database collation). */
export async function findSchoolTypes(db: Db, country: string, language: string): Promise<SchoolType[]> {
  const rows = await db.select({ id: schoolTypes.id, name: schoolTypes.name }).from(schoolTypes).where(eq(schoolTypes.country, country));
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
