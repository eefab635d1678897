// Related knows: public knows in the same content language sharing a subject with the know (without a subject, of the
// same language), never the know itself nor its knower's copies of it; among the most liked and the newest, the ones
// worth a student's time first, a knower's duplicates once (decision 048).
import { and, desc, eq, ne, inArray, sql } from 'drizzle-orm';
import type { KnowSummary } from '../../lib/contracts/knows';
import type { Db } from '../db';
import { knows, knowSubjects } from '../db/schema';
import { rankedKnowUuids } from './know-quality';
import { findKnowSummaries } from './know-summaries';

const RELATED_KNOWS_LIMIT = 8;
/** The candidates ranked: six times what is shown (the page's list is cached per know, page-cache.ts). */
const RELATED_POOL = 6 * RELATED_KNOWS_LIMIT;

export async function findRelatedKnows(
  db: Db,
  know: { facts: { uuid: string }; summary: Pick<KnowSummary, 'contentLanguage' | 'subjects' | 'title' | 'knowFormat' | 'knower'> },
  limit = RELATED_KNOWS_LIMIT,
): Promise<KnowSummary[]> {
  const subjectIds = know.summary.subjects.map((subject) => subject.id);
  const sameSubject =
    subjectIds.length > 0
      ? sql`exists (select 1 from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knows.uuid} and ${inArray(knowSubjects.subjectId, subjectIds)})`
      : undefined;
  const copyOfThis = sql`(${knows.knowerUuid} = ${know.summary.knower.uuid} and lower(btrim(${knows.title})) = lower(btrim(${know.summary.title})) and ${knows.knowFormat} = ${know.summary.knowFormat})`;
  const uuids = await rankedKnowUuids(db, {
    where: and(eq(knows.contentLanguage, know.summary.contentLanguage), ne(knows.uuid, know.facts.uuid), sameSubject, sql`not ${copyOfThis}`),
    poolOrder: [...(sameSubject ? [desc(knows.likeCount)] : []), desc(knows.publishedOn)],
    limit,
    pool: RELATED_POOL,
  });
  return findKnowSummaries(db, uuids);
}
