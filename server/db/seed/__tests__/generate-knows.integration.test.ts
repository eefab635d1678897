import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../..';
import { MemoryStorage } from '../../../files/memory-storage';
import { knowPages, knows, searchTerms } from '../../schema';
import { countKnows, generateKnows } from '../generate-knows';
import { seedDemoContent } from '../seed-demo-content';

const storage = new MemoryStorage();

beforeAll(async () => {
  await seedDemoContent(await getDb(), { appEnv: 'prod', withKnows: false, storage });
});

describe('the knows generator', () => {
  it('refuses a number of knows that is not a whole number of at least 1', async () => {
    await expect(generateKnows(await getDb(), { knows: 0, storage })).rejects.toThrow('at least 1');
  });

  it('adds published knows with slug, text, pages on shared images and a search vector, and counts the suggestion words', async () => {
    const db = await getDb();
    const result = await generateKnows(db, { knows: 250, batchSize: 100, seed: 42, storage });
    expect(result.knows).toBe(250);
    expect(await countKnows(db)).toBe(250);
    const rows = await db
      .select({ uuid: knows.uuid, title: knows.title, slug: knows.slug, status: knows.status, pageCount: knows.pageCount, text: knows.textContent, indexed: sql<boolean>`${knows.searchVector} is not null` })
      .from(knows);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['PUBLISHED']));
    for (const row of rows) {
      expect(row.slug).not.toBe('');
      expect(row.text).toContain(row.title);
      expect(row.pageCount).toBeGreaterThanOrEqual(1);
      expect(row.indexed).toBe(true);
    }
    const pages = await db.select().from(knowPages).where(eq(knowPages.knowUuid, rows[0]!.uuid));
    expect(pages).toHaveLength(rows[0]!.pageCount);
    expect((await storage.get(pages[0]!.imageKey))?.contentType).toBe('image/webp');
    expect((await storage.get(pages[0]!.previewKey))?.contentType).toBe('image/webp');
    const [terms] = await db.select({ count: sql<number>`count(*)::int`, total: sql<number>`sum(${searchTerms.documentCount})::int` }).from(searchTerms);
    expect(terms?.count).toBeGreaterThan(50);
    expect(terms?.total).toBeGreaterThan(250);
  });

  it('spreads the knows over the countries in their content languages, regional codes included', async () => {
    const db = await getDb();
    const rows = await db.select({ country: knows.country, language: knows.contentLanguage }).from(knows).groupBy(knows.country, knows.contentLanguage);
    const languageOf = new Map(rows.map((row) => [row.country, row.language]));
    expect(languageOf.size).toBeGreaterThanOrEqual(8);
    if (languageOf.has('GB')) expect(languageOf.get('GB')).toBe('en-GB');
    if (languageOf.has('BR')) expect(languageOf.get('BR')).toBe('pt-BR');
    expect(rows).toHaveLength(languageOf.size);
  });
});
