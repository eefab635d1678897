// Topics of the catalogue: by path (/topics/{a}, /topics/{a}/{b}), their subtopics, and the public knows filed under
// a topic or any of its subtopics.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogueTopic } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knows, knowTopics, topics } from '../db/schema';
import { isPublicKnow } from '../knows/know-summaries';
import { knowInScope, type CatalogueScope } from './catalogue-scope';
import { routes } from '../../lib/routes/page-routes';

export type TopicRow = typeof topics.$inferSelect;

/** A top-level topic of the scope's languages by slug (exact language first), or NotFoundError. */
export async function findTopLevelTopic(db: Db, scope: CatalogueScope, slug: string): Promise<TopicRow> {
  const rows = await db.select().from(topics).where(and(eq(topics.slug, slug), isNull(topics.parentId), inArray(topics.contentLanguage, scope.languages)));
  const row = rows.sort((a, b) => scope.languages.indexOf(a.contentLanguage) - scope.languages.indexOf(b.contentLanguage))[0];
  if (!row) throw new AppError('NotFoundError', { resource: 'topic' });
  return row;
}

export async function findSubtopic(db: Db, parent: TopicRow, slug: string): Promise<TopicRow> {
  const [row] = await db.select().from(topics).where(and(eq(topics.parentId, parent.id), eq(topics.slug, slug)));
  if (!row) throw new AppError('NotFoundError', { resource: 'topic' });
  return row;
}

export const subtopicsOf = (db: Db, parentIds: string[]) =>
  parentIds.length === 0 ? Promise.resolve([] as TopicRow[]) : db.select().from(topics).where(inArray(topics.parentId, parentIds)).orderBy(asc(topics.name));

/** Public knows in scope per topic, a top-level topic counting its subtopics' knows too (each know once). */
export async function topicKnowCounts(db: Db, scope: CatalogueScope, topicIds: string[]): Promise<Map<string, number>> {
  if (topicIds.length === 0) return new Map();
  const filed = alias(topics, 'filed');
  const rows = await db
    .select({ id: topics.id, knowCount: sql<number>`count(distinct ${knowTopics.knowUuid})::int` })
    .from(topics)
    .innerJoin(filed, or(eq(filed.id, topics.id), eq(filed.parentId, topics.id)))
    .innerJoin(knowTopics, eq(knowTopics.topicId, filed.id))
    .innerJoin(knows, eq(knows.uuid, knowTopics.knowUuid))
    .where(and(inArray(topics.id, topicIds), isPublicKnow, knowInScope(scope)))
    .groupBy(topics.id);
  return new Map(rows.map((row) => [row.id, Number(row.knowCount)]));
}

/** Over `knows`: filed under one of these topics. */
export const filedUnderTopics = (topicIds: string[]) =>
  sql`exists (select 1 from ${knowTopics} where ${knowTopics.knowUuid} = ${knows.uuid} and ${inArray(knowTopics.topicId, topicIds)})`;

export function toCatalogueTopic(topic: TopicRow, parent: TopicRow | null, counts: Map<string, number>): CatalogueTopic {
  return { id: topic.id, slug: topic.slug, name: topic.name, path: routes.topic(topic, parent), knowCount: counts.get(topic.id) ?? 0 };
}
