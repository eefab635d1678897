// The in-memory PGlite database a test file gets starts from a dump of another one (the run's migrated database,
// tests/integration/migrated-database.ts) and holds what that one held.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client';

describe.skipIf(!!process.env.TEST_DATABASE_URL)('an in-memory PGlite database started from a dump', () => {
  it('has the tables and rows of the database that was dumped', async () => {
    const original = await openDatabase({ kind: 'pglite-memory' });
    await original.db.execute(sql`create table marker (note text)`);
    await original.db.execute(sql`insert into marker values ('written before the dump')`);
    const dump = await original.dumpDataDir?.();
    await original.close();
    expect(dump).toBeDefined();

    const copy = await openDatabase({ kind: 'pglite-memory', from: dump });
    try {
      expect(await queryRows<{ note: string }>(copy.db, sql`select note from marker`)).toEqual([{ note: 'written before the dump' }]);
    } finally {
      await copy.close();
    }
  });
});
