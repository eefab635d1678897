// Rows for integration tests of lists of knows (library, catalogue, feeds, profiles): users signed up through the
// API, knowers, subjects, grades, topics, knowledge nodes and knows written straight into the database.
import { getDb } from '../../server/db';
import { grades, knowers, knowGrades, knowKnowledgeNodes, knows, knowSubjects, knowTopics, knowledgeNodes, subjects, topics, users } from '../../server/db/schema';
import { signupRoute } from '../../server/users/routes';
import { callRoute, uniqueEmail } from './call-route';
import { eq } from 'drizzle-orm';

export type TestUser = { uuid: string; token: string; name: string };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;

export async function signUpUser({ name = 'Mia Sommer', host = 'de.localhost:3000' }: { name?: string; host?: string } = {}): Promise<TestUser> {
  const response = await callRoute(signupRoute, { host, body: { email: uniqueEmail('knows'), name, password: 'lernen-2026' } });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  const body = response.body as { accessToken: string; user: { uuid: string } };
  return { uuid: body.user.uuid, token: body.accessToken, name };
}

export async function makeKnower(userUuid: string, { bio = '' }: { bio?: string } = {}): Promise<string> {
  const db = await getDb();
  const [knower] = await db.insert(knowers).values({ userUuid, bio }).returning();
  return knower!.uuid;
}

export async function setUser(userUuid: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await (await getDb()).update(users).set(values).where(eq(users.uuid, userUuid));
}

export async function makeSubject({ language = 'de', name = 'Biologie', slug }: { language?: string; name?: string; slug?: string } = {}) {
  const [row] = await (await getDb()).insert(subjects).values({ contentLanguage: language, name, slug: slug ?? `subject-${unique()}`, color: 'green' }).returning();
  return row!;
}

export async function makeGrade({ country = 'DE', level }: { country?: string; level?: number } = {}) {
  const [row] = await (await getDb()).insert(grades).values({ country, level: level ?? 100 + counter++, name: `Klasse ${counter}` }).returning();
  return row!;
}

export async function makeTopic({ subjectId, parentId = null, language = 'de', name = 'Zellbiologie', slug }: { subjectId: string; parentId?: string | null; language?: string; name?: string; slug?: string }) {
  const [row] = await (await getDb()).insert(topics).values({ subjectId, parentId, contentLanguage: language, name, slug: slug ?? `topic-${unique()}` }).returning();
  return row!;
}

export async function makeKnowledgeNode({ level, parentId = null, language = 'de', name = 'Knoten', slug }: { level: 'AREA' | 'DOMAIN' | 'ITEM'; parentId?: string | null; language?: string; name?: string; slug?: string }) {
  const [row] = await (await getDb()).insert(knowledgeNodes).values({ level, parentId, contentLanguage: language, name, slug: slug ?? `node-${unique()}` }).returning();
  return row!;
}

export type KnowOptions = {
  title?: string;
  country?: string;
  language?: string;
  status?: 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED' | 'REJECTED';
  isPrivate?: boolean;
  publishedOn?: Date;
  likeCount?: number;
  viewCount?: number;
  schoolTypeId?: string | null;
  subjectIds?: string[];
  gradeIds?: string[];
  topicIds?: string[];
  nodeIds?: string[];
};

/** A know; published and public unless said otherwise. */
export async function makeKnow(knowerUuid: string, options: KnowOptions = {}): Promise<string> {
  const db = await getDb();
  const status = options.status ?? 'PUBLISHED';
  const title = options.title ?? `Know ${unique()}`;
  const [know] = await db
    .insert(knows)
    .values({
      knowerUuid,
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      contentLanguage: options.language ?? 'de',
      country: options.country ?? 'DE',
      status,
      isPrivate: options.isPrivate ?? false,
      publishedOn: status === 'PUBLISHED' ? (options.publishedOn ?? new Date()) : null,
      likeCount: options.likeCount ?? 0,
      viewCount: options.viewCount ?? 0,
      schoolTypeId: options.schoolTypeId ?? null,
    })
    .returning();
  const uuid = know!.uuid;
  if (options.subjectIds?.length) await db.insert(knowSubjects).values(options.subjectIds.map((subjectId) => ({ knowUuid: uuid, subjectId })));
  if (options.gradeIds?.length) await db.insert(knowGrades).values(options.gradeIds.map((gradeId) => ({ knowUuid: uuid, gradeId })));
  if (options.topicIds?.length) await db.insert(knowTopics).values(options.topicIds.map((topicId) => ({ knowUuid: uuid, topicId })));
  if (options.nodeIds?.length) await db.insert(knowKnowledgeNodes).values(options.nodeIds.map((nodeId) => ({ knowUuid: uuid, nodeId })));
  return uuid;
}
