// Fills an empty database with the demo content; does nothing when the catalogue already has subjects. The demo
// admin is added to any database that lacks it, except on prod and staging, where it never exists; the learning bots
// and university courses (seed-learning-bots.ts) to any database that lacks them.
//
// The demo knows go through the real pipeline: each is rendered to a PDF (render-demo-pdf.ts) and stored as the
// know's original, the catalogue, knowers and draft knows are written in one transaction, and then every know is
// processed (page images, previews, text) and reviewed (published and indexed for search) as an upload would be.
// Rendering page images is the slow part (about a third of a second a page), so the seed publishes a first wave itself —
// the first FIRST_WAVE_PER_COUNTRY knows of every country, so that every site has knows when the server is ready —
// and leaves the rest to the job worker as uploads are: their documents are queued one every BACKGROUND_SPACING_MS,
// so that a visitor's upload never waits behind the demo content, and a stopped server takes them up again.
// The demo flashcard sets (seed-demo-flashcards.ts) have no document: they are created and published with the first
// wave, before the server is ready.
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { KNOW_PDF_TYPE } from '../../../config/know-uploads';
import { slugify } from '../../../lib/knows/paths';
import { mulberry32 } from '../../../lib/seeded-random';
import { hashPassword } from '../../auth/passwords';
import { env, type AppEnv } from '../../env';
import { getFileStorage, type FileStorage } from '../../files/storage';
import { logger } from '../../logger';
import { originalFileKey } from '../../knows/documents/document-keys';
import { demoPdf } from '../../knows/documents/demo-document-cache';
import { processKnowDocument } from '../../knows/documents/process-know-document';
import { processKnowDocumentJob } from '../../knows/documents/process-know-document-job';
import { BACKGROUND_JOB_PRIORITY } from '../../jobs/enqueue-job';
import { reviewKnow } from '../../knows/review-know';
import type { Db } from '../client';
import {
  accounts,
  grades,
  knowers,
  knowGrades,
  knowKnowledgeNodes,
  knowledgeNodes,
  knows,
  knowSubjects,
  knowTopics,
  schoolTypes,
  subjects,
  topics,
  users,
} from '../schema';
import { catalogueLanguageOf, DEMO_KNOWLEDGE, DEMO_TOPICS, type KnowledgeSeed } from './demo-catalogue-tree';
import { DEMO_ADMIN, DEMO_GRADES, DEMO_KNOWERS, DEMO_KNOWS, DEMO_SCHOOL_TYPES, DEMO_SUBJECTS, type DemoKnow } from './demo-content';
import { renderDemoPdf, type DemoPdfInput } from './render-demo-pdf';
import { seedDemoCompetition } from './seed-demo-competition';
import { seedDemoEarnings } from './seed-demo-earnings';
import { seedDemoFlashcardSets } from './seed-demo-flashcards';
import { seedLearningBots } from './seed-learning-bots';

/** Environments where the demo admin, whose password is public, may exist. */
const DEMO_ADMIN_ENVS: readonly AppEnv[] = ['local'];

/** Knows rendered and processed at the same time: page rendering is CPU work, so about the number of cores. */
const PIPELINE_CONCURRENCY = 3;
/** Knows of each country (the first of its list) that the seed publishes before it returns. */
const FIRST_WAVE_PER_COUNTRY = 2;
/** The other knows' documents are due one after the other, this far apart: slower than the worker renders one, so
 *  that the queue never holds more than one of them ahead of an upload. */
const BACKGROUND_SPACING_MS = 2_500;
/** Demo knows were published over about this many days before the seed. */
const PUBLISHED_SPREAD_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(subjects);
  return (row?.count ?? 0) === 0;
}

/** Creates the demo admin (role admin, e-mail confirmed) unless it exists or the environment forbids it. */
export async function seedDemoAdmin(db: Db, appEnv: AppEnv): Promise<boolean> {
  if (!DEMO_ADMIN_ENVS.includes(appEnv)) return false;
  const [existing] = await db.select({ uuid: accounts.uuid }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_ADMIN.email}`);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: DEMO_ADMIN.name, country: DEMO_ADMIN.country, interfaceLanguage: DEMO_ADMIN.language, primaryContentLanguage: DEMO_ADMIN.language, role: 'admin', onboardedOn: new Date() })
      .returning({ uuid: users.uuid });
    await tx.insert(accounts).values({ userUuid: user!.uuid, email: DEMO_ADMIN.email, passwordHash, emailConfirmedOn: new Date() });
  });
  return true;
}

/** Runs `work` on every item with at most `limit` at a time; the results keep the items' order. */
async function mapConcurrent<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type PreparedKnow = { know: DemoKnow; uuid: string; originalKey: string; publishedOn: Date; likeCount: number; viewCount: number; firstWave: boolean };

/** Whether a know is among the first FIRST_WAVE_PER_COUNTRY of its country in DEMO_KNOWS. */
function firstWaveOf(demoKnows: readonly DemoKnow[]): boolean[] {
  const seen = new Map<string, number>();
  return demoKnows.map((know) => {
    const count = (seen.get(know.country) ?? 0) + 1;
    seen.set(know.country, count);
    return count <= FIRST_WAVE_PER_COUNTRY;
  });
}

const subjectName = (slug: string, contentLanguage: string) => DEMO_SUBJECTS.find((subject) => subject.slug === slug)?.names[catalogueLanguageOf(contentLanguage)] ?? slug;
const gradeName = (country: string, level: number) => DEMO_GRADES.find((grade) => grade.country === country)?.names.get(level) ?? String(level);

/** Renders and stores each know's PDF, and gives it a repeatable publishing date and popularity. */
async function prepareKnows(storage: FileStorage, now: number): Promise<PreparedKnow[]> {
  const next = mulberry32(20_260_601);
  const random = () => next() / 4294967296;
  const knowerNames = new Map(DEMO_KNOWERS.map((knower) => [knower.username, knower.name]));
  const firstWave = firstWaveOf(DEMO_KNOWS);
  const plans = DEMO_KNOWS.map((know, index) => {
    const popularity = random() ** 2; // a few popular knows, many modest ones
    const likeCount = 2 + Math.round(popularity * 400);
    return {
      know,
      uuid: randomUUID(),
      publishedOn: new Date(now - Math.round((1 + random() * PUBLISHED_SPREAD_DAYS) * DAY_MS)),
      likeCount,
      viewCount: likeCount * (8 + Math.round(random() * 25)) + Math.round(random() * 60),
      firstWave: firstWave[index]!,
    };
  });
  return mapConcurrent(plans, PIPELINE_CONCURRENCY, async (plan) => {
    const { know } = plan;
    const color = DEMO_SUBJECTS.find((subject) => subject.slug === know.subject)?.color ?? 'blue';
    const input: DemoPdfInput = {
      title: know.title,
      description: know.description,
      label: [subjectName(know.subject, know.language), ...know.grades.map((level) => gradeName(know.country, level))].join(' · '),
      language: know.language,
      color,
      knowerName: knowerNames.get(know.knower) ?? know.knower,
      pages: know.pages,
    };
    // Made once per machine and kept (server/knows/documents/demo-document-cache.ts), as are its rendered pages.
    const pdf = await demoPdf(input, () => renderDemoPdf(input));
    const originalKey = originalFileKey(plan.uuid, 1, createHash('sha256').update(pdf).digest('hex'), 'pdf');
    await storage.put(originalKey, pdf, KNOW_PDF_TYPE);
    return { ...plan, originalKey };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts a knowledge (sub)tree; returns the ids by path ("area/domain/item"). */
async function insertKnowledge(tx: Tx, contentLanguage: string, nodes: KnowledgeSeed[], parent: { id: string; path: string } | null, depth: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (nodes.length === 0) return ids;
  const level = (['AREA', 'DOMAIN', 'ITEM'] as const)[depth]!;
  const rows = await tx
    .insert(knowledgeNodes)
    .values(nodes.map((node) => ({ contentLanguage, level, parentId: parent?.id ?? null, slug: node.slug, name: node.name })))
    .returning({ id: knowledgeNodes.id, slug: knowledgeNodes.slug });
  for (const node of nodes) {
    const id = rows.find((row) => row.slug === node.slug)!.id;
    const path = parent ? `${parent.path}/${node.slug}` : node.slug;
    ids.set(path, id);
    for (const [childPath, childId] of await insertKnowledge(tx, contentLanguage, node.children ?? [], { id, path }, depth + 1)) ids.set(childPath, childId);
  }
  return ids;
}

/** Subjects, grades, school types, topics and the knowledge tree; returns the ids the knows are linked with. */
async function insertCatalogue(tx: Tx) {
  const subjectRows = await tx
    .insert(subjects)
    .values(DEMO_SUBJECTS.flatMap((subject) => Object.entries(subject.names).map(([contentLanguage, name]) => ({ slug: subject.slug, color: subject.color, contentLanguage, name }))))
    .returning({ id: subjects.id, slug: subjects.slug, contentLanguage: subjects.contentLanguage });
  const subjectIds = new Map(subjectRows.map((row) => [`${row.contentLanguage}/${row.slug}`, row.id]));

  const gradeRows = await tx
    .insert(grades)
    .values(DEMO_GRADES.flatMap(({ country, names }) => [...names].map(([level, name]) => ({ country, level, name }))))
    .returning({ id: grades.id, country: grades.country, level: grades.level });
  const gradeIds = new Map(gradeRows.map((row) => [`${row.country}/${row.level}`, row.id]));

  await tx.insert(schoolTypes).values(DEMO_SCHOOL_TYPES.flatMap(({ country, names }) => names.map((name) => ({ country, name }))));

  const topicIds = new Map<string, string>();
  for (const [contentLanguage, parents] of Object.entries(DEMO_TOPICS)) {
    const parentRows = await tx
      .insert(topics)
      .values(parents.map((topic) => ({ contentLanguage, subjectId: subjectIds.get(`${contentLanguage}/${topic.subject}`)!, slug: topic.slug, name: topic.name, description: topic.description })))
      .returning({ id: topics.id, slug: topics.slug });
    const children = parents.flatMap((topic) => {
      const parentId = parentRows.find((row) => row.slug === topic.slug)!.id;
      topicIds.set(`${contentLanguage}/${topic.slug}`, parentId);
      return topic.children.map((child) => ({ parentSlug: topic.slug, row: { contentLanguage, subjectId: subjectIds.get(`${contentLanguage}/${topic.subject}`)!, parentId, slug: child.slug, name: child.name } }));
    });
    const childRows = await tx
      .insert(topics)
      .values(children.map((child) => child.row))
      .returning({ id: topics.id, parentId: topics.parentId, slug: topics.slug });
    for (const child of children) {
      const row = childRows.find((candidate) => candidate.parentId === child.row.parentId && candidate.slug === child.row.slug)!;
      topicIds.set(`${contentLanguage}/${child.parentSlug}/${child.row.slug}`, row.id);
    }
  }

  const knowledgeIds = new Map<string, string>();
  for (const [contentLanguage, areas] of Object.entries(DEMO_KNOWLEDGE)) {
    for (const [path, id] of await insertKnowledge(tx, contentLanguage, areas, null, 0)) knowledgeIds.set(`${contentLanguage}/${path}`, id);
  }
  return { subjectIds, gradeIds, topicIds, knowledgeIds };
}

/** The catalogue, the knowers and the knows (if any) as drafts with their stored PDFs, in one transaction. */
async function insertDemoRows(db: Db, prepared: PreparedKnow[]): Promise<void> {
  await db.transaction(async (tx) => {
    const { subjectIds, gradeIds, topicIds, knowledgeIds } = await insertCatalogue(tx);

    const knowerUuids = new Map<string, string>();
    for (const knower of DEMO_KNOWERS) {
      const [user] = await tx
        .insert(users)
        .values({ name: knower.name, username: knower.username, country: knower.country, interfaceLanguage: knower.interfaceLanguage, primaryContentLanguage: knower.language, onboardedOn: new Date() })
        .returning({ uuid: users.uuid });
      const [row] = await tx.insert(knowers).values({ userUuid: user!.uuid, bio: knower.bio }).returning({ uuid: knowers.uuid });
      knowerUuids.set(knower.username, row!.uuid);
    }

    if (prepared.length === 0) return;
    const required = <T>(map: Map<string, T>, key: string, what: string): T => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`Demo content: no ${what} ${key}.`);
      return value;
    };
    await tx.insert(knows).values(
      prepared.map(({ know, uuid, originalKey, publishedOn, likeCount, viewCount, firstWave }) => ({
        uuid,
        knowerUuid: required(knowerUuids, know.knower, 'knower'),
        title: know.title,
        slug: slugify(know.title),
        description: know.description,
        contentLanguage: know.language,
        country: know.country,
        // The first wave is processed as drafts and then reviewed here; the rest is in review, as an upload whose
        // publishing was asked for: processing it enqueues its review.
        status: firstWave ? ('DRAFT' as const) : ('IN_REVIEW' as const),
        originalFiles: [originalKey],
        originalMediaType: KNOW_PDF_TYPE,
        originalFilename: `${slugify(know.title)}.pdf`,
        likeCount,
        viewCount,
        createdOn: new Date(publishedOn.getTime() - 3 * 60 * 60 * 1000),
        publishedOn,
      })),
    );
    const links = prepared.map(({ know, uuid }) => {
      const language = catalogueLanguageOf(know.language);
      const [parentTopic] = know.topic.split('/');
      return {
        subject: { knowUuid: uuid, subjectId: required(subjectIds, `${language}/${know.subject}`, 'subject') },
        grades: know.grades.map((level) => ({ knowUuid: uuid, gradeId: required(gradeIds, `${know.country}/${level}`, 'grade') })),
        // Filed under the child topic and, for the topic's own page, its parent.
        topics: [`${language}/${parentTopic}`, `${language}/${know.topic}`].map((key) => ({ knowUuid: uuid, topicId: required(topicIds, key, 'topic') })),
        knowledge: know.knowledge ? [{ knowUuid: uuid, nodeId: required(knowledgeIds, `${language}/${know.knowledge}`, 'knowledge item') }] : [],
      };
    });
    await tx.insert(knowSubjects).values(links.map((link) => link.subject));
    await tx.insert(knowGrades).values(links.flatMap((link) => link.grades));
    await tx.insert(knowTopics).values(links.flatMap((link) => link.topics));
    const knowledgeLinks = links.flatMap((link) => link.knowledge);
    if (knowledgeLinks.length) await tx.insert(knowKnowledgeNodes).values(knowledgeLinks);
  });
}

/** Processes the document of a demo draft and publishes it through the automatic review, as an upload would be. */
async function publishThroughPipeline(db: Db, storage: FileStorage, { know, uuid }: PreparedKnow): Promise<void> {
  const processed = await processKnowDocument(db, uuid, { storage });
  await db.update(knows).set({ status: 'IN_REVIEW' }).where(eq(knows.uuid, uuid));
  const reviewed = await reviewKnow(db, uuid);
  if (processed !== 'READY' || reviewed !== 'PUBLISHED') {
    const [row] = await db.select({ reason: knows.rejectionReason }).from(knows).where(eq(knows.uuid, uuid));
    throw new Error(`Demo know ${know.key} was not published (document ${processed}, review ${reviewed}, ${row?.reason ?? 'no reason'}).`);
  }
}

export type SeedDemoContentOptions = {
  appEnv?: AppEnv;
  storage?: FileStorage;
  /** false: the catalogue and the knowers only, without knows – a second instead of half a minute of page rendering,
   *  for tests that need a catalogue. */
  withKnows?: boolean;
  /** How far apart the documents left to the job worker are due (tests: 0, to run them at once). */
  backgroundSpacingMs?: number;
};

/** Queues the processing of the knows left to the job worker, due one after the other. */
async function enqueueBackground(db: Db, prepared: PreparedKnow[], spacingMs: number): Promise<void> {
  const start = Date.now();
  for (const [index, { uuid }] of prepared.entries()) {
    await processKnowDocumentJob.enqueue(db, { knowUuid: uuid }, { runAfter: new Date(start + index * spacingMs), priority: BACKGROUND_JOB_PRIORITY });
  }
}

/** Seeds an empty database; `knows` counts every demo know, published now or queued for the job worker, and the
 *  flashcard sets. */
export async function seedDemoContent(
  db: Db,
  { appEnv = env().APP_ENV, storage = getFileStorage(), withKnows = true, backgroundSpacingMs = BACKGROUND_SPACING_MS }: SeedDemoContentOptions = {},
): Promise<{ seeded: boolean; knows: number }> {
  await seedDemoAdmin(db, appEnv);
  await seedLearningBots(db);
  if (!(await isDatabaseEmpty(db))) return { seeded: false, knows: 0 };
  const started = performance.now();
  const prepared = withKnows ? await prepareKnows(storage, Date.now()) : [];
  await insertDemoRows(db, prepared);
  // Queued first: a server stopped during the first wave still publishes the rest when it starts again.
  const queued = prepared.filter((know) => !know.firstWave);
  await enqueueBackground(db, queued, backgroundSpacingMs);
  const flashcardsStarted = performance.now();
  const flashcardSets = withKnows ? await seedDemoFlashcardSets(db, storage, Date.now()) : 0;
  const flashcardsMs = Math.round(performance.now() - flashcardsStarted);
  const firstWave = prepared.filter((know) => know.firstWave);
  await mapConcurrent(firstWave, PIPELINE_CONCURRENCY, (know) => publishThroughPipeline(db, storage, know));
  // A demo knower's earnings, booked by the real job over seeded readers (local only; seed-demo-earnings.ts).
  await seedDemoEarnings(db, appEnv);
  // Standings in this month's competitions and a winner of last month's (local only; seed-demo-competition.ts).
  await seedDemoCompetition(db, appEnv);
  logger().info({ knows: prepared.length, published: firstWave.length, queued: queued.length, flashcardSets, flashcardsMs, ms: Math.round(performance.now() - started) }, 'demo content seeded');
  return { seeded: true, knows: prepared.length + flashcardSets };
}
