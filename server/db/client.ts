// Opens the database: PGlite in a data directory (default) or a PostgreSQL server when a URL is given.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  const release = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const dataDir = target.kind === 'pglite' ? path.join(target.dataDir, 'pglite') : undefined;
    // The contrib extensions the migrations create (search: trigrams, accent folding, Levenshtein distance).
    const loadDataDir = target.kind === 'pglite-memory' ? target.from : undefined;
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, fuzzystrmatch }, ...(loadDataDir ? { loadDataDir } : {}) });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
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
