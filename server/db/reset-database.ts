// Empties the database the environment names: drops the schema on PostgreSQL, removes the PGlite directory
// (only after taking its lock, so never under a running server).
import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import type { Env } from '../env';
import { acquireDataDirLock } from './data-dir-lock';

export async function resetDatabase({ DATABASE_URL, DATA_DIR }: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<void> {
  if (DATABASE_URL) {
    const pool = new Pool({ connectionString: DATABASE_URL, max: 1 });
    try {
      await pool.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
    } finally {
      await pool.end();
    }
    return;
  }
  const dataDir = path.resolve(DATA_DIR);
  const release = acquireDataDirLock(dataDir);
  try {
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  } finally {
    release();
  }
}
