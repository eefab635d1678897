import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
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
    const countSubjects = async () => (await db.select({ count: sql<number>`count(*)::int` }).from(subjects))[0]?.count;
    // The catalogue only: the demo knows, rendered and published through the document pipeline, are tested in
    // server/db/seed/__tests__/seed-demo-content.integration.test.ts.
    expect(await seedDemoContent(db, { withKnows: false })).toEqual({ seeded: true, knows: 0 });
    const seededSubjects = await countSubjects();
    expect(seededSubjects).toBeGreaterThan(0);
    expect(await seedDemoContent(db)).toEqual({ seeded: false, knows: 0 });
    expect(await countSubjects()).toBe(seededSubjects);
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(knows);
    expect(counted?.count).toBe(0);
  });

  it('refuses a second subject with the same slug in one language', async () => {
    const db = await getDb();
    await expect(db.insert(subjects).values({ slug: 'biology', name: 'Bio', contentLanguage: 'de', color: 'green' })).rejects.toThrow();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survive the server closing them: the process goes on and the next query gets a new connection', async () => {
    const db = await getDb();
    await queryRows(db, sql`select 1`);
    const admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await queryRows<{ one: number }>(db, sql`select 1 as one`);
    expect(Number(rows[0]?.one)).toBe(1);
  });
});
