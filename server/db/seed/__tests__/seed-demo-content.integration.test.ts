import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../..';
import { MemoryStorage } from '../../../files/memory-storage';
import { setFileStorage } from '../../../files/storage';
import { jobs, knowers, knowKnowledgeNodes, knowledgeNodes, knowPages, knows, knowTopics, searchTerms, topics, users } from '../../schema';
import { DEMO_KNOWS } from '../demo-content';
import { notePageText } from '../demo-knows/types';
import { seedDemoContent } from '../seed-demo-content';

const storage = new MemoryStorage();
let seeded: Awaited<ReturnType<typeof seedDemoContent>>;
let seconds = 0;

beforeAll(async () => {
  setFileStorage(storage);
  const started = performance.now();
  seeded = await seedDemoContent(await getDb(), { appEnv: 'prod', storage });
  seconds = (performance.now() - started) / 1000;
}, 240_000);

afterAll(() => setFileStorage(undefined));

describe('the demo content seed', () => {
  it('publishes every demo know through the document pipeline: pages, page images and text', async () => {
    console.info(`Demo content seeded in ${seconds.toFixed(1)} s`);
    expect(seeded).toEqual({ seeded: true, knows: DEMO_KNOWS.length });
    const db = await getDb();
    const rows = await db
      .select({ uuid: knows.uuid, status: knows.status, country: knows.country, pageCount: knows.pageCount, text: knows.textContent, indexed: sql<boolean>`${knows.searchVector} is not null` })
      .from(knows);
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
    // The seed runs the steps itself: no job is left for the worker.
    expect(await db.select().from(jobs)).toEqual([]);
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
    const rows = await db.select({ uuid: knows.uuid, publishedOn: knows.publishedOn, likeCount: knows.likeCount, viewCount: knows.viewCount }).from(knows);
    for (const row of rows) {
      const filed = await db.select({ parentId: topics.parentId }).from(knowTopics).innerJoin(topics, eq(topics.id, knowTopics.topicId)).where(eq(knowTopics.knowUuid, row.uuid));
      expect(filed.filter((topic) => topic.parentId === null)).toHaveLength(1);
      expect(filed.filter((topic) => topic.parentId !== null)).toHaveLength(1);
      const items = await db.select({ level: knowledgeNodes.level }).from(knowKnowledgeNodes).innerJoin(knowledgeNodes, eq(knowledgeNodes.id, knowKnowledgeNodes.nodeId)).where(eq(knowKnowledgeNodes.knowUuid, row.uuid));
      expect(items).toEqual([{ level: 'ITEM' }]);
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
    expect(counted?.count).toBe(DEMO_KNOWS.length);
  });
});
