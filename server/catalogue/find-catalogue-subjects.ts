// The subjects of a site's catalogue with how many public knows of the site each holds, alphabetically; and the
// subjects the search page offers as chips, counted the same way over the knows the search reads.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { CatalogueSubject } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knows, knowSubjects, subjects } from '../db/schema';
import { isPublicKnow } from '../knows/know-summaries';
import { knowInScope, preferExactLanguage, type CatalogueScope } from './catalogue-scope';

async function subjectRows(db: Db, scope: CatalogueScope, slug?: string) {
  const rows = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, color: subjects.color, contentLanguage: subjects.contentLanguage })
    .from(subjects)
    .where(and(inArray(subjects.contentLanguage, scope.languages), slug === undefined ? undefined : eq(subjects.slug, slug)))
    .orderBy(asc(subjects.name));
  return preferExactLanguage(rows, scope);
}

/** How many public knows each subject holds among the knows `knowFilter` lets through (the one count source). */
async function knowCounts(db: Db, knowFilter: SQL, subjectIds: string[]): Promise<Map<string, number>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: knowSubjects.subjectId, knowCount: count() })
    .from(knowSubjects)
    .innerJoin(knows, eq(knows.uuid, knowSubjects.knowUuid))
    .where(and(inArray(knowSubjects.subjectId, subjectIds), isPublicKnow, knowFilter))
    .groupBy(knowSubjects.subjectId);
  return new Map(rows.map((row) => [row.subjectId, row.knowCount]));
}

export async function findCatalogueSubjects(db: Db, scope: CatalogueScope): Promise<CatalogueSubject[]> {
  const rows = await subjectRows(db, scope);
  const counts = await knowCounts(db, knowInScope(scope), rows.map((row) => row.id));
  return rows.map(({ contentLanguage: _language, ...subject }) => ({ ...subject, knowCount: counts.get(subject.id) ?? 0 }));
}

/** One subject of the site's language by slug, with its count; NotFoundError when the language has none. */
export async function findCatalogueSubject(db: Db, scope: CatalogueScope, slug: string): Promise<CatalogueSubject> {
  const [row] = await subjectRows(db, scope, slug);
  if (!row) throw new AppError('NotFoundError', { resource: 'subject' });
  const counts = await knowCounts(db, knowInScope(scope), [row.id]);
  const { contentLanguage: _language, ...subject } = row;
  return { ...subject, knowCount: counts.get(subject.id) ?? 0 };
}

/**
 * The subjects of a content language that hold public knows written in one of `languages` (the search's own: the base
 * language and its regional variants), alphabetically: a chip that could only ever find nothing is not offered (issue 15).
 */
export async function findSubjectsWithKnows(db: Db, subjectRows: { id: string; name: string }[], languages: string[]): Promise<{ id: string; name: string }[]> {
  const counts = await knowCounts(db, inArray(knows.contentLanguage, languages), subjectRows.map((row) => row.id));
  return subjectRows.filter((row) => (counts.get(row.id) ?? 0) > 0).map(({ id, name }) => ({ id, name }));
}
