// The subjects of a site's catalogue with how many public knows of the site each holds, alphabetically.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
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

async function knowCounts(db: Db, scope: CatalogueScope, subjectIds: string[]): Promise<Map<string, number>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: knowSubjects.subjectId, knowCount: count() })
    .from(knowSubjects)
    .innerJoin(knows, eq(knows.uuid, knowSubjects.knowUuid))
    .where(and(inArray(knowSubjects.subjectId, subjectIds), isPublicKnow, knowInScope(scope)))
    .groupBy(knowSubjects.subjectId);
  return new Map(rows.map((row) => [row.subjectId, row.knowCount]));
}

export async function findCatalogueSubjects(db: Db, scope: CatalogueScope): Promise<CatalogueSubject[]> {
  const rows = await subjectRows(db, scope);
  const counts = await knowCounts(db, scope, rows.map((row) => row.id));
  return rows.map(({ contentLanguage: _language, ...subject }) => ({ ...subject, knowCount: counts.get(subject.id) ?? 0 }));
}

/** One subject of the site's language by slug, with its count; NotFoundError when the language has none. */
export async function findCatalogueSubject(db: Db, scope: CatalogueScope, slug: string): Promise<CatalogueSubject> {
  const [row] = await subjectRows(db, scope, slug);
  if (!row) throw new AppError('NotFoundError', { resource: 'subject' });
  const counts = await knowCounts(db, scope, [row.id]);
  const { contentLanguage: _language, ...subject } = row;
  return { ...subject, knowCount: counts.get(subject.id) ?? 0 };
}
