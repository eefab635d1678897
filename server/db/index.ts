// The process's one database handle, kept on globalThis so that Next's module reloads share it.
import path from 'node:path';
import { env } from '../env';
import { openDatabase, type Database, type DatabaseTarget } from './client';

export type { Db, Database } from './client';

/** DATA_DIR value for a throw-away in-memory database (tests). */
const IN_MEMORY = 'memory://';

const holder = globalThis as typeof globalThis & { __knowlyDatabase?: Promise<Database>; __knowlyInMemoryStart?: Blob };

/**
 * Tests: every in-memory database of this process starts from this dump of an already migrated one (PGlite's
 * dumpDataDir) instead of PGlite's initdb and every migration — seconds per test file (tests/integration/setup.ts).
 * The migrations still run on it and apply whatever the dump lacks.
 */
export function startInMemoryDatabasesFrom(dump: Blob): void {
  holder.__knowlyInMemoryStart = dump;
}

function databaseTargetFromEnv(): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return { kind: 'postgres', url: DATABASE_URL };
  return DATA_DIR === IN_MEMORY ? { kind: 'pglite-memory', from: holder.__knowlyInMemoryStart } : { kind: 'pglite', dataDir: path.resolve(DATA_DIR) };
}

/** Opens (once per process) and migrates the database named by the environment. */
export function getDatabase(): Promise<Database> {
  holder.__knowlyDatabase ??= (async () => {
    const database = await openDatabase(databaseTargetFromEnv());
    await database.migrate();
    return database;
  })().catch((error: unknown) => {
    holder.__knowlyDatabase = undefined;
    throw error;
  });
  return holder.__knowlyDatabase;
}

export async function getDb() {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__knowlyDatabase;
  holder.__knowlyDatabase = undefined;
  if (pending) await (await pending).close();
}
