// /topics/{a} and /topics/{a}/{b}: the topic, its subject, its subtopics (or its siblings) and a page of the public
// knows filed under it (a top-level topic includes its subtopics' knows).
import { and, eq } from 'drizzle-orm';
import type { TopicPageData } from '../../lib/contracts/know-catalogue';
import type { Db } from '../db';
import { subjects } from '../db/schema';
import { knowInScope, type CatalogueScope } from './catalogue-scope';
import { filedUnderTopics, findSubtopic, findTopLevelTopic, subtopicsOf, toCatalogueTopic, topicKnowCounts } from './find-topics';
import { findKnowPage } from './know-pages';
import { routes } from '../../lib/routes/page-routes';

export async function findTopicPage(db: Db, scope: CatalogueScope, slugs: [string] | [string, string], page: number): Promise<TopicPageData> {
  const top = await findTopLevelTopic(db, scope, slugs[0]);
  const sub = slugs[1] === undefined ? null : await findSubtopic(db, top, slugs[1]);
  const topic = sub ?? top;
  const [subject] = await db.select({ slug: subjects.slug, name: subjects.name }).from(subjects).where(eq(subjects.id, topic.subjectId));
  const children = await subtopicsOf(db, [top.id]);
  const filedTopicIds = sub ? [sub.id] : [top.id, ...children.map((child) => child.id)];
  const related = sub ? children.filter((child) => child.id !== sub.id) : children;
  const [counts, knowPage] = await Promise.all([
    topicKnowCounts(db, scope, [topic.id, ...related.map((child) => child.id)]),
    findKnowPage(db, and(knowInScope(scope), filedUnderTopics(filedTopicIds)), page, { ranked: true }),
  ]);
  return {
    subject: subject ?? null,
    parent: sub ? { id: top.id, slug: top.slug, name: top.name, path: routes.topic(top) } : null,
    topic: { ...toCatalogueTopic(topic, sub ? top : null, counts), description: topic.description },
    related: related.map((child) => toCatalogueTopic(child, top, counts)),
    knows: knowPage,
  };
}
