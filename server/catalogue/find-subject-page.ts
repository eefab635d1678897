// /subjects/{slug}: the subject, its top-level topics and a page of its public knows on the site (of one exam board
// with ?examBoard= where the site has them).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SubjectPageData } from '../../lib/contracts/know-catalogue';
import type { Db } from '../db';
import { knows, knowSubjects, topics } from '../db/schema';
import { knowInScope, type CatalogueScope } from './catalogue-scope';
import { findCatalogueSubject } from './find-catalogue-subjects';
import { toCatalogueTopic, topicKnowCounts } from './find-topics';
import { findKnowPage } from './know-pages';

/** Over `knows`: filed under this subject. */
export const filedUnderSubject = (subjectId: string) =>
  sql`exists (select 1 from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knows.uuid} and ${knowSubjects.subjectId} = ${subjectId})`;

/** `examBoard`: only knows of that board (the caller checked it is one of the site's). */
export async function findSubjectPage(db: Db, scope: CatalogueScope, slug: string, page: number, examBoard: string | null = null): Promise<SubjectPageData> {
  const subject = await findCatalogueSubject(db, scope, slug);
  const [topicRows, knowPage] = await Promise.all([
    db.select().from(topics).where(and(eq(topics.subjectId, subject.id), isNull(topics.parentId), inArray(topics.contentLanguage, scope.languages))).orderBy(asc(topics.name)),
    findKnowPage(db, and(knowInScope(scope), filedUnderSubject(subject.id), examBoard ? eq(knows.examBoard, examBoard) : undefined), page, { ranked: true }),
  ]);
  const counts = await topicKnowCounts(db, scope, topicRows.map((topic) => topic.id));
  return { subject, topics: topicRows.map((topic) => toCatalogueTopic(topic, null, counts)), knows: knowPage, examBoard };
}
