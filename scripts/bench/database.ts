// The database a bench or soak run uses: a fresh PGlite directory in the temp folder, or a fresh database created on
// the PostgreSQL server of DATABASE_URL (named knowly_bench_<random>, dropped afterwards; the named database itself is
// only used to connect). Knows are added with `npm run db:generate` while no server holds the database.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../server/db/client';
import { databaseEnv, type DatabaseEnv } from './server';

export type DatabaseKind = 'pglite' | 'postgres';

export type BenchDatabase = { kind: DatabaseKind; env: DatabaseEnv; label: string; drop(): Promise<void> };

export async function createBenchDatabase(kind: DatabaseKind, workDir: string, adminUrl?: string): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(workDir, 'data-'));
    return { kind, env: { DATA_DIR: dataDir }, label: 'PGlite (in the server process, in a thread of its own)', drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!adminUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  const name = `knowly_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      kind,
      env: { DATABASE_URL: url.toString() },
      label: `PostgreSQL ${version ?? ''} on ${url.host}`.trim(),
      drop: async () => {
        const client = new Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}

/** `npm run db:generate -- --knows N` against the bench database (seeds the catalogue first into an empty one). */
export function generateKnows(database: BenchDatabase, knows: number): { seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'db.ts'), 'generate', '--knows', String(knows)], {
    env: databaseEnv(database.env),
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`db:generate failed (${result.status}): ${result.stdout}`);
  const summary = result.stdout.split('\n').find((line) => line.includes('Generated'));
  if (summary) console.log(`  ${summary.trim()}`);
  return { seconds: (performance.now() - started) / 1000 };
}

/** Uuids of published German knows (served on de.localhost), for the know-page target; read while no server holds a PGlite directory. */
export async function sampleKnowUuids(database: BenchDatabase, count: number): Promise<string[]> {
  const handle = await openDatabase(database.env.DATABASE_URL ? { kind: 'postgres', url: database.env.DATABASE_URL } : { kind: 'pglite', dataDir: database.env.DATA_DIR! });
  try {
    const rows = await queryRows<{ uuid: string }>(handle.db, sql`select uuid from knows where status = 'PUBLISHED' and country = 'DE' order by random() limit ${count}`);
    return rows.map((row) => row.uuid);
  } finally {
    await handle.close();
  }
}

export function makeWorkDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
