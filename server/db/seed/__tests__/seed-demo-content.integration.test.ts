import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../..';
import { runJobsUntilIdle } from '../../../jobs/run-jobs';
import { MemoryStorage } from '../../../files/memory-storage';
import { setFileStorage } from '../../../files/storage';
import { flashcardCards, jobs, knowers, knowKnowledgeNodes, knowledgeNodes, knowPages, knows, knowTopics, searchTerms, topics, users } from '../../schema';
import { DEMO_KNOWS } from '../demo-content';
import { DEMO_FLASHCARD_SETS } from '../demo-flashcards';
import { notePageText } from '../demo-knows/types';
import { seedDemoContent } from '../seed-demo-content';

const storage = new MemoryStorage();
let seeded: Awaited<ReturnType<typeof seedDemoContent>>;
let seconds = 0;
let publishedBySeed = 0;
let flashcardSetsPublishedBySeed = 0;
let queuedBySeed = 0;
let backgroundSeconds = 0;

beforeAll(async () => {
  setFileStorage(storage);
  const db = await getDb();
  const started = performance.now();
  seeded = await seedDemoContent(db, { appEnv: 'prod', storage, backgroundSpacingMs: 0 });
  seconds = (performance.now() - started) / 1000;
  [publishedBySeed, flashcardSetsPublishedBySeed, queuedBySeed] = await Promise.all([
    db.$count(knows, eq(knows.status, 'PUBLISHED')),
    db.$count(knows, and(eq(knows.status, 'PUBLISHED'), eq(knows.knowFormat, 'FLASHCARDS'))),
    db.$count(jobs, and(eq(jobs.kind, 'process-know-document'), eq(jobs.status, 'QUEUED'))),
  ]);
  // The job worker's part, run here as the worker would.
  await runJobsUntilIdle(db);
  backgroundSeconds = (performance.now() - started) / 1000 - seconds;
}, 900_000);

afterAll(() => setFileStorage(undefined));

describe('the demo content seed', () => {
  it('publishes a first wave with every country in it, and queues the rest for the job worker', async () => {
    console.info(`Demo content seeded in ${seconds.toFixed(1)} s (${publishedBySeed} knows published); the job worker published the other ${queuedBySeed} in ${backgroundSeconds.toFixed(1)} s`);
    expect(seeded).toEqual({ seeded: true, knows: DEMO_KNOWS.length + DEMO_FLASHCARD_SETS.length });
    expect(publishedBySeed + queuedBySeed).toBe(DEMO_KNOWS.length + DEMO_FLASHCARD_SETS.length);
    const firstWave = await (await getDb()).selectDistinct({ country: knows.country }).from(knows).where(sql`${knows.uuid} not in (select (payload->>'knowUuid')::uuid from jobs where kind = 'process-know-document')`);
    expect(firstWave.map((row) => row.country).sort()).toEqual([...new Set(DEMO_KNOWS.map((know) => know.country))].sort());
  });

  it('publishes every flashcard set before it returns, with its cards, filed and in search', async () => {
    expect(flashcardSetsPublishedBySeed).toBe(DEMO_FLASHCARD_SETS.length);
    const db = await getDb();
    for (const set of DEMO_FLASHCARD_SETS) {
      const [row] = await db
        .select({ uuid: knows.uuid, status: knows.status, description: knows.description, indexed: sql<boolean>`${knows.searchVector} is not null` })
        .from(knows)
        .where(and(eq(knows.title, set.title), eq(knows.knowFormat, 'FLASHCARDS')));
      expect(row, set.key).toMatchObject({ status: 'PUBLISHED', description: set.description, indexed: true });
      expect(await db.$count(flashcardCards, eq(flashcardCards.knowUuid, row!.uuid))).toBeGreaterThanOrEqual(12);
    }
  });

  it('publishes every demo know through the document pipeline: pages, page images and text', async () => {
    const db = await getDb();
    const rows = await db
      .select({ uuid: knows.uuid, status: knows.status, country: knows.country, pageCount: knows.pageCount, text: knows.textContent, indexed: sql<boolean>`${knows.searchVector} is not null` })
      .from(knows)
      .where(ne(knows.knowFormat, 'FLASHCARDS'));
    const published = rows.filter((row) => row.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(44);
    expect(published).toHaveLength(rows.length);
    expect(new Set(published.map((row) => row.country)).size).toBeGreaterThanOrEqual(9);
    for (const row of published) {
      expect(row.pageCount).toBeGreaterThanOrEqual(2);
      expect(row.text.length).toBeGreaterThan(1500);
      expect(row.indexed).toBe(true);
    }
    const [firstPage] = await db.select().from(knowPages).where(and(eq(knowPages.knowUuid, published[0]!.uuid), eq(knowPages.pageNumber, 1)));
    expect((await storage.get(firstPage!.imageKey))?.contentType).toBe('image/webp');
    expect((await storage.get(firstPage!.previewKey))?.contentType).toBe('image/webp');
    // Nothing is left for the worker, and nothing failed.
    expect(await db.select({ kind: jobs.kind, status: jobs.status, error: jobs.lastError }).from(jobs).where(sql`${jobs.status} <> 'DONE'`)).toEqual([]);
  });

  it('reads back the text written, with Turkish and Polish letters intact', async () => {
    const db = await getDb();
    const texts = new Map((await db.select({ title: knows.title, text: knows.textContent }).from(knows)).map((row) => [row.title, row.text.normalize('NFKC').replace(/\s+/g, ' ')]));
    for (const know of DEMO_KNOWS) {
      const text = texts.get(know.title)!;
      // eslint-disable-next-line no-control-regex -- a glyph without a Unicode mapping is read back as a control character
      expect(text).not.toMatch(/[\u0000-\u0008]/);
      // pdf.js reads some characters back in their compatibility form (µ → μ): compare NFKC forms.
      const missing = know.pages.flatMap((page) => notePageText(page).normalize('NFKC').split(/\s+/)).filter((word) => word && !text.includes(word));
      expect(missing, know.key).toEqual([]);
    }
    const [photosynthese] = await db.select({ text: knows.textContent }).from(knows).where(eq(knows.title, 'Photosynthese einfach erklärt'));
    expect(photosynthese?.text).toContain('6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂');
    const [turkish] = await db.select({ text: knows.textContent }).from(knows).where(eq(knows.country, 'TR')).limit(1);
    expect(turkish?.text).toMatch(/[ğışİ]/);
    const [polish] = await db.select({ text: knows.textContent }).from(knows).where(eq(knows.country, 'PL')).limit(1);
    expect(polish?.text).toMatch(/[ąęłńśźż]/);
    const [terms] = await db.select({ count: sql<number>`count(*)::int` }).from(searchTerms).where(eq(searchTerms.contentLanguage, 'de'));
    expect(terms?.count).toBeGreaterThan(100);
  });

  it('files every know under a topic (with its parent) and a knowledge item, and spreads the publishing dates', async () => {
    const db = await getDb();
    const rows = await db.select({ uuid: knows.uuid, title: knows.title, publishedOn: knows.publishedOn, likeCount: knows.likeCount, viewCount: knows.viewCount }).from(knows);
    // A vocabulary set has no knowledge item that fits it.
    const withoutKnowledge = new Set(DEMO_FLASHCARD_SETS.filter((set) => !set.knowledge).map((set) => set.title));
    for (const row of rows) {
      const filed = await db.select({ parentId: topics.parentId }).from(knowTopics).innerJoin(topics, eq(topics.id, knowTopics.topicId)).where(eq(knowTopics.knowUuid, row.uuid));
      expect(filed.filter((topic) => topic.parentId === null)).toHaveLength(1);
      expect(filed.filter((topic) => topic.parentId !== null)).toHaveLength(1);
      const items = await db.select({ level: knowledgeNodes.level }).from(knowKnowledgeNodes).innerJoin(knowledgeNodes, eq(knowledgeNodes.id, knowKnowledgeNodes.nodeId)).where(eq(knowKnowledgeNodes.knowUuid, row.uuid));
      expect(items).toEqual(withoutKnowledge.has(row.title) ? [] : [{ level: 'ITEM' }]);
      expect(row.viewCount).toBeGreaterThan(row.likeCount);
    }
    const days = rows.map((row) => Math.floor(row.publishedOn!.getTime() / 86_400_000));
    expect(new Set(days).size).toBeGreaterThan(20);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(60);
  });

  it('gives the demo knowers a profile, Lena Vogel among them', async () => {
    const db = await getDb();
    const rows = await db.select({ name: users.name, username: users.username, bio: knowers.bio }).from(knowers).innerJoin(users, eq(users.uuid, knowers.userUuid));
    expect(rows.map((row) => row.name)).toContain('Lena Vogel');
    for (const row of rows) expect(row.bio.length).toBeGreaterThan(20);
  });

  it('adds nothing when run again', async () => {
    const db = await getDb();
    expect(await seedDemoContent(db, { appEnv: 'prod', storage })).toEqual({ seeded: false, knows: 0 });
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(knows);
    expect(counted?.count).toBe(DEMO_KNOWS.length + DEMO_FLASHCARD_SETS.length);
  });
});
