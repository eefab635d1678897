// /subjects: every subject of the site's language that has public knows of the site, with its count and its top-level
// topics. A subject with none is left out (issue 15: no "Knows: 0" cards); its own page still answers.
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { CatalogueSubject, CatalogueTopic } from '../../lib/contracts/know-catalogue';
import type { Db } from '../db';
import { topics } from '../db/schema';
import type { CatalogueScope } from './catalogue-scope';
import { findCatalogueSubjects } from './find-catalogue-subjects';
import { routes } from '../../lib/routes/page-routes';

export async function findSubjectsOverview(db: Db, scope: CatalogueScope): Promise<(CatalogueSubject & { topics: CatalogueTopic[] })[]> {
  const subjects = (await findCatalogueSubjects(db, scope)).filter((subject) => subject.knowCount > 0);
  const ids = subjects.map((subject) => subject.id);
  const topicRows = ids.length === 0 ? [] : await db
    .select({ id: topics.id, slug: topics.slug, name: topics.name, subjectId: topics.subjectId })
    .from(topics)
    .where(and(inArray(topics.subjectId, ids), isNull(topics.parentId), inArray(topics.contentLanguage, scope.languages)))
    .orderBy(asc(topics.name));
  return subjects.map((subject) => ({
    ...subject,
    // Counted on the topic pages themselves; here the topics are links only.
    topics: topicRows.filter((topic) => topic.subjectId === subject.id).map((topic) => ({ id: topic.id, slug: topic.slug, name: topic.name, path: routes.topic(topic), knowCount: 0 })),
  }));
}
