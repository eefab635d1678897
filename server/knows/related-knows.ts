// Related knows: public knows in the same content language sharing a subject with the know (the most liked first,
// then the newest), never the know itself; without a subject, the newest of the same language.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { KnowSummary } from '../../lib/contracts/knows';
import type { Db } from '../db';
import { knows, knowSubjects } from '../db/schema';
import { findKnowSummaries, isPublicKnow } from './know-summaries';

const RELATED_KNOWS_LIMIT = 8;

export async function findRelatedKnows(
  db: Db,
  know: { facts: { uuid: string }; summary: Pick<KnowSummary, 'contentLanguage' | 'subjects'> },
  limit = RELATED_KNOWS_LIMIT,
): Promise<KnowSummary[]> {
  const subjectIds = know.summary.subjects.map((subject) => subject.id);
  const sameSubject =
    subjectIds.length > 0
      ? sql`exists (select 1 from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knows.uuid} and ${inArray(knowSubjects.subjectId, subjectIds)})`
      : undefined;
  const rows = await db
    .select({ uuid: knows.uuid })
    .from(knows)
    .where(and(isPublicKnow, eq(knows.contentLanguage, know.summary.contentLanguage), ne(knows.uuid, know.facts.uuid), sameSubject))
    .orderBy(...(sameSubject ? [desc(knows.likeCount)] : []), desc(knows.publishedOn), desc(knows.uuid))
    .limit(limit);
  return findKnowSummaries(db, rows.map((row) => row.uuid));
}
