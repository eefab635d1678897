// Once per integration run (vitest globalSetup of the integration project): one database migrated up front, which
// every test file's fresh database starts from (tests/integration/setup.ts) instead of migrating its own. On PGlite a
// fresh in-memory database cost ~9 s on a loaded 2-core machine (initdb ~7.5 s, the migrations ~1.3 s); loading the
// migrated one's dump takes ~1.5 s. PGlite: the dump in a temporary file; PostgreSQL (TEST_DATABASE_URL): a migrated
// template database that CREATE DATABASE … TEMPLATE copies.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: { pgliteDump: string } | { postgresTemplate: string };
  }
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A project's own env wins (the `engines` project sets TEST_DATABASE_URL to '' to stay on PGlite).
  const projectEnv: Record<string, string | undefined> = project.config.env ?? {};
  const serverUrl = 'TEST_DATABASE_URL' in projectEnv ? projectEnv.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `knowly_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await database.migrate();
    } finally {
      // No session may stay on a template while it is copied.
      await database.close();
    }
    project.provide('migratedDatabase', { postgresTemplate: template });
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-migrated-')), 'pglite.tar');
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('the in-memory PGlite database gave no dump of its data directory');
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('migratedDatabase', { pgliteDump: dumpFile });
  return async () => fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
}
