import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '..';
import { queryRows } from '../client';
import { seedDemoContent } from '../seed/seed-demo-content';
import { knows, subjects } from '../schema';

describe('database', () => {
  it('is migrated on open, with the trigram extension', async () => {
    const db = await getDb();
    const rows = await queryRows<{ similarity: number }>(db, sql`select similarity('mathematik', 'mathematics') as similarity`);
    expect(Number(rows[0]?.similarity)).toBeGreaterThan(0.4);
  });

  it('seeds demo content once: a second seed on a filled database adds nothing', async () => {
    const db = await getDb();
    expect(await seedDemoContent(db)).toEqual({ seeded: true, knows: 12 });
    expect(await seedDemoContent(db)).toEqual({ seeded: false, knows: 0 });
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(knows);
    expect(counted?.count).toBe(12);
  });

  it('refuses a second subject with the same slug in one language', async () => {
    const db = await getDb();
    await expect(db.insert(subjects).values({ slug: 'biology', name: 'Bio', contentLanguage: 'de', color: 'green' })).rejects.toThrow();
  });
});
