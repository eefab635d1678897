// The demo flashcard sets (demo-flashcards/*.ts) go the way a knower's set goes: createFlashcardKnow makes the draft
// from the notes, the details are filed as for the other demo knows (subject, grades, topic with its parent, knowledge
// item where one fits, description, a publishing date and popularity of the past), and the automatic review publishes
// and indexes it. They have no document to render, so the seed publishes them all before it returns.
import { eq, inArray } from 'drizzle-orm';
import { mulberry32 } from '../../../lib/seeded-random';
import { createFlashcardKnow } from '../../flashcards/create-flashcard-know';
import type { FileStorage } from '../../files/storage';
import { reviewKnow } from '../../knows/review-know';
import type { Db } from '../client';
import { grades, knowGrades, knowKnowledgeNodes, knowledgeNodes, knows, knowSubjects, knowTopics, subjects, topics, users } from '../schema';
import { catalogueLanguageOf } from './demo-catalogue-tree';
import { DEMO_FLASHCARD_SETS, type DemoFlashcardSet } from './demo-flashcards';

type CatalogueIds = {
  /** "{catalogue language}/{subject slug}" */
  subjectIds: Map<string, string>;
  /** "{country}/{level}" */
  gradeIds: Map<string, string>;
  /** "{catalogue language}/{topic path}" and "{catalogue language}/{area}/{domain}/{item}": a row's path of slugs */
  topicIds: Map<string, string>;
  knowledgeIds: Map<string, string>;
  /** A demo knower's user, by username. */
  userUuids: Map<string, string>;
};

/** Ids by "{language}/{slug}/{slug}…", the path from the root of a tree of rows. */
function pathIds(rows: { id: string; parentId: string | null; slug: string; contentLanguage: string }[]): Map<string, string> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: (typeof rows)[number]): string => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return parent ? `${pathOf(parent)}/${row.slug}` : `${row.contentLanguage}/${row.slug}`;
  };
  return new Map(rows.map((row) => [pathOf(row), row.id]));
}

/** The seeded catalogue and knowers, read back: the sets are filed as a knower files theirs, by ids. */
async function readCatalogue(db: Db): Promise<CatalogueIds> {
  const [subjectRows, gradeRows, topicRows, knowledgeRows, userRows] = await Promise.all([
    db.select({ id: subjects.id, slug: subjects.slug, contentLanguage: subjects.contentLanguage }).from(subjects),
    db.select({ id: grades.id, country: grades.country, level: grades.level }).from(grades),
    db.select({ id: topics.id, parentId: topics.parentId, slug: topics.slug, contentLanguage: topics.contentLanguage }).from(topics),
    db.select({ id: knowledgeNodes.id, parentId: knowledgeNodes.parentId, slug: knowledgeNodes.slug, contentLanguage: knowledgeNodes.contentLanguage }).from(knowledgeNodes),
    db.select({ uuid: users.uuid, username: users.username }).from(users).where(inArray(users.username, [...new Set(DEMO_FLASHCARD_SETS.map((set) => set.knower))])),
  ]);
  return {
    subjectIds: new Map(subjectRows.map((row) => [`${row.contentLanguage}/${row.slug}`, row.id])),
    gradeIds: new Map(gradeRows.map((row) => [`${row.country}/${row.level}`, row.id])),
    topicIds: pathIds(topicRows),
    knowledgeIds: pathIds(knowledgeRows),
    userUuids: new Map(userRows.map((row) => [row.username!, row.uuid])),
  };
}

/** Sets were published over about this many days before the seed, as the other demo knows were. */
const PUBLISHED_SPREAD_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo flashcards: no ${what} ${key}.`);
  return value;
}

async function publishSet(db: Db, storage: FileStorage, ids: CatalogueIds, set: DemoFlashcardSet, { publishedOn, likeCount, viewCount }: { publishedOn: Date; likeCount: number; viewCount: number }) {
  const language = catalogueLanguageOf(set.language);
  const [parentTopic] = set.topic.split('/');
  const subjectId = required(ids.subjectIds, `${language}/${set.subject}`, 'subject');
  const gradeIds = set.grades.map((level) => required(ids.gradeIds, `${set.country}/${level}`, 'grade'));
  const topicIds = [`${language}/${parentTopic}`, `${language}/${set.topic}`].map((key) => required(ids.topicIds, key, 'topic'));
  const nodeId = set.knowledge ? required(ids.knowledgeIds, `${language}/${set.knowledge}`, 'knowledge item') : null;

  const { knowUuid } = await createFlashcardKnow(db, storage, required(ids.userUuids, set.knower, 'knower'), { notes: set.notes, title: set.title });
  await db.transaction(async (tx) => {
    await tx
      .update(knows)
      .set({ description: set.description, likeCount, viewCount, createdOn: new Date(publishedOn.getTime() - 3 * 60 * 60 * 1000), publishedOn, status: 'IN_REVIEW' })
      .where(eq(knows.uuid, knowUuid));
    await tx.insert(knowSubjects).values({ knowUuid, subjectId });
    await tx.insert(knowGrades).values(gradeIds.map((gradeId) => ({ knowUuid, gradeId })));
    await tx.insert(knowTopics).values(topicIds.map((topicId) => ({ knowUuid, topicId })));
    if (nodeId) await tx.insert(knowKnowledgeNodes).values({ knowUuid, nodeId });
  });
  const reviewed = await reviewKnow(db, knowUuid);
  if (reviewed !== 'PUBLISHED') {
    const [row] = await db.select({ reason: knows.rejectionReason }).from(knows).where(eq(knows.uuid, knowUuid));
    throw new Error(`Demo flashcard set ${set.key} was not published (review ${reviewed}, ${row?.reason ?? 'no reason'}).`);
  }
}

/** Creates and publishes every demo flashcard set, one after the other, in a database with the demo catalogue and
 *  knowers; returns how many. */
export async function seedDemoFlashcardSets(db: Db, storage: FileStorage, now: number): Promise<number> {
  const ids = await readCatalogue(db);
  const next = mulberry32(20_261_125);
  const random = () => next() / 4294967296;
  for (const set of DEMO_FLASHCARD_SETS) {
    const likeCount = 2 + Math.round(random() ** 2 * 250);
    const publishedOn = new Date(now - Math.round((1 + random() * PUBLISHED_SPREAD_DAYS) * DAY_MS));
    await publishSet(db, storage, ids, set, { publishedOn, likeCount, viewCount: likeCount * (8 + Math.round(random() * 25)) + Math.round(random() * 60) });
  }
  return DEMO_FLASHCARD_SETS.length;
}
