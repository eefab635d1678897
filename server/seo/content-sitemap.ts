// The pages of a site's content for sitemap.xml: catalogue pages, public knows and the profiles of their knowers, and
// the learning bots' pages, in the site's content language. They exist on one site only, so they carry no hreflang alternates.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { knowers, knowledgeNodes, knows, knowSubjects, subjects, topics, users } from '../db/schema';
import { listLearningBots } from '../ai/learning-bots';
import { isPublicKnow } from '../knows/know-summaries';
import { routes } from '../../lib/routes/page-routes';

/** The sitemap protocol allows 50,000 URLs per file; the newest knows go first. */
const SITEMAP_MAX_KNOWS = 40_000;

const CATALOGUE_PAGES = [routes.knowSearch(), routes.subjects(), routes.knowledge()];

export async function contentSitemapPages(db: Db, contentLanguage: string, { maxKnows = SITEMAP_MAX_KNOWS } = {}): Promise<string[]> {
  const [subjectRows, topicRows, nodeRows, knowRows, knowerRows, { bots }] = await Promise.all([
    // Subjects with at least one public know: an empty subject page is thin content.
    db
      .selectDistinct({ slug: subjects.slug })
      .from(subjects)
      .innerJoin(knowSubjects, eq(knowSubjects.subjectId, subjects.id))
      .innerJoin(knows, and(eq(knows.uuid, knowSubjects.knowUuid), isPublicKnow))
      .where(eq(subjects.contentLanguage, contentLanguage))
      .orderBy(subjects.slug),
    db
      .select({ id: topics.id, parentId: topics.parentId, slug: topics.slug })
      .from(topics)
      .where(eq(topics.contentLanguage, contentLanguage)),
    db
      .select({ id: knowledgeNodes.id, parentId: knowledgeNodes.parentId, slug: knowledgeNodes.slug, level: knowledgeNodes.level })
      .from(knowledgeNodes)
      .where(eq(knowledgeNodes.contentLanguage, contentLanguage)),
    db
      .select({ uuid: knows.uuid, slug: knows.slug })
      .from(knows)
      .where(and(isPublicKnow, eq(knows.contentLanguage, contentLanguage)))
      .orderBy(desc(knows.publishedOn))
      .limit(maxKnows),
    db
      .selectDistinct({ uuid: knowers.uuid, name: users.name })
      .from(knowers)
      .innerJoin(users, eq(users.uuid, knowers.userUuid))
      .innerJoin(knows, and(eq(knows.knowerUuid, knowers.uuid), isPublicKnow, eq(knows.contentLanguage, contentLanguage)))
      .where(sql`${knowers.isActive}`),
    listLearningBots(db, contentLanguage),
  ]);

  const topicById = new Map(topicRows.map((topic) => [topic.id, topic]));
  const topicPaths = topicRows.flatMap((topic) => {
    if (!topic.parentId) return [routes.topic(topic)];
    const parent = topicById.get(topic.parentId);
    return parent && !parent.parentId ? [routes.topic(topic, parent)] : [];
  });

  const nodeById = new Map(nodeRows.map((node) => [node.id, node]));
  const nodePath = (node: (typeof nodeRows)[number]): string[] => {
    const parent = node.parentId ? nodeById.get(node.parentId) : undefined;
    return [...(parent ? nodePath(parent) : []), node.slug];
  };
  const knowledgePaths = nodeRows.map((node) => routes.knowledge(nodePath(node))).sort();

  return [
    ...CATALOGUE_PAGES,
    ...subjectRows.map((subject) => routes.subject(subject)),
    ...topicPaths.sort(),
    ...knowledgePaths,
    ...knowRows.map((know) => routes.know(know)),
    ...knowerRows.map((knower) => routes.knowerProfile(knower)),
    ...bots.map((bot) => routes.learningBot(bot.uuid)),
  ];
}
