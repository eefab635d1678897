// Opens the database: PGlite in a data directory (default) or a PostgreSQL server when a URL is given.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';
import { logger } from '../logger';
import { acquireDataDirLock } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** `from`: a dump of a data directory (PGlite's dumpDataDir) to start with instead of an empty cluster (tests). */
  | { kind: 'pglite-memory'; from?: Blob };

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as an uncompressed tar, for `pglite-memory`'s `from` (tests). */
  dumpDataDir?(): Promise<Blob>;
};

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    // An idle connection can be cut off (a server restart or failover, a dropped test database); pg then emits
    // 'error' on the pool, which would end the process without a listener. The pool opens a new one when needed.
    pool.on('error', (error) => logger().warn({ err: error.message }, 'a database connection was closed by the server; the pool reconnects'));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await db.execute(sql`select 1`);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (target.kind === 'pglite') return openPgliteThread(target.dataDir);
  // In memory (tests): in this thread, from a dump of a migrated database when given one.
  const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS, ...(target.from ? { loadDataDir: target.from } : {}) });
  return pgliteDatabase(client, { dumpDataDir: () => client.dumpDataDir('none'), close: () => client.close() });
}

/** The database over a PGlite client — PGlite itself, or the thread that answers as it does (drizzle's PGlite driver
 *  calls `query` and `transaction`). */
function pgliteDatabase(client: PGlite, own: Pick<Database, 'close'> & Required<Pick<Database, 'dumpDataDir'>>): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    ...own,
  };
}

/** A data directory: PGlite in a thread of its own (pglite-thread.ts), so that its engine runs beside the requests. */
async function openPgliteThread(dataDir: string): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const thread = await PgliteThread.open(path.join(dataDir, 'pglite'));
    return pgliteDatabase(thread as unknown as PGlite, {
      dumpDataDir: () => thread.dumpDataDir(),
      close: async () => {
        await thread.close();
        release();
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs raw SQL and returns its rows, the same on both drivers (each answers with `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
