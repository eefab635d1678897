// A data directory's PGlite runs in a thread of its own (pglite-thread.ts): the web thread must stay free while a
// statement runs, and statements, transactions, errors and dumps must behave as PGlite's own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../client';
import { isUniqueViolation } from '../errors';
import { PgliteThread } from '../pglite-thread';

let database: Database;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-thread-')) });
  opened.push(database);
  await database.db.execute(sql`create table notes (id int primary key, body text not null, written timestamptz not null default now())`);
}, 60_000);

afterAll(async () => {
  for (const handle of opened) await handle.close();
});

describe('PGlite in a thread of its own', () => {
  it('keeps the web thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    // Long enough to be seen (a few hundred milliseconds of engine time on this machine).
    await database.db.execute(sql`select count(*) from generate_series(1, 4000000) as n where n % 7 = 3`);
    const took = performance.now() - started;
    clearInterval(timer);
    // In the web thread a statement blocks every timer until it ends: no tick at all.
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(0);
  });

  it('answers rows as drizzle asks for them: timestamps as the database wrote them, JSON and bytes parsed', async () => {
    const [row] = await queryRows<{ at: string; data: unknown; bytes: Uint8Array; big: number }>(
      database.db,
      sql`select timestamptz '2026-12-01 10:00:00+00' as at, '{"a":[1,2]}'::jsonb as data, '\\x0102'::bytea as bytes, 3::int8 as big`,
    );
    expect(row!.at).toBe('2026-12-01 10:00:00+00');
    expect(row!.data).toEqual({ a: [1, 2] });
    expect([...row!.bytes]).toEqual([1, 2]);
    expect(Number(row!.big)).toBe(3);
  });

  it('commits a transaction whose callback succeeds and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (2, 'lost')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from notes order by id`);
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it('runs a statement sent during a transaction after it, as PGlite does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (3, 'in a transaction')`);
      await held;
      await tx.execute(sql`update notes set body = 'committed' where id = 3`);
    });
    // Sent while the transaction is open: it sees the transaction's end, never its middle.
    const outside = queryRows<{ body: string }>(database.db, sql`select body from notes where id = 3`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await outside).map((row) => row.body)).toEqual(['committed']);
  });

  it('reports a database error with its PostgreSQL code, and the database goes on', async () => {
    const duplicate = await database.db.execute(sql`insert into notes (id, body) values (1, 'again')`).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const failedInTransaction = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (4, 'four')`);
        await tx.execute(sql`insert into notes (id, body) values (4, 'four again')`);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failedInTransaction)).toBe(true);
    expect(await queryRows(database.db, sql`select id from notes where id = 4`)).toEqual([]);
  });

  it('dumps its data directory for an in-memory copy', async () => {
    const copy = await openDatabase({ kind: 'pglite-memory', from: await database.dumpDataDir!() });
    opened.push(copy);
    expect(await queryRows<{ body: string }>(copy.db, sql`select body from notes where id = 1`)).toEqual([{ body: 'kept' }]);
  });

  it('refuses statements once closed', async () => {
    const thread = await PgliteThread.open(fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-thread-')));
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('the database thread was closed');
  }, 60_000);

  it('does not keep a process alive once it has nothing to answer (a script that never closes it ends)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/query-and-leave.ts'), fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-thread-'))], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The answer came (the thread was kept while it owed one), then the process ended by itself.
    expect(output.trim()).toBe('answered 2');
    expect(code).toBe(0);
  }, 60_000);
});
