// Lists the subjects of one content language, alphabetically.
import { asc, eq } from 'drizzle-orm';
import type { Subject } from '../../lib/contracts/catalogue';
import type { Db } from '../db';
import { subjects } from '../db/schema';

export function contentLanguageOf(locale: string): string {
  return locale.split('-')[0]!;
}

export async function findSubjects(db: Db, locale: string): Promise<Subject[]> {
  return db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, contentLanguage: subjects.contentLanguage, color: subjects.color })
    .from(subjects)
    .where(eq(subjects.contentLanguage, contentLanguageOf(locale)))
    .orderBy(asc(subjects.name));
}
