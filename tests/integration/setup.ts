// Each integration test file gets a database of its own, a copy of the one migrated once for the run
// (tests/integration/migrated-database.ts): an in-memory PGlite loaded from its dump, or, when TEST_DATABASE_URL is
// set, a database created on that PostgreSQL server from its template and dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, inject, type ProvidedContext } from 'vitest';
import { Pool } from 'pg';
import { closeDatabase, startInMemoryDatabasesFrom } from '../../server/db';

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

beforeAll(async () => {
  // Absent only under a vitest config without the global setup: then each database migrates itself, as before.
  const migrated = inject('migratedDatabase') as ProvidedContext['migratedDatabase'] | undefined;
  if (!serverUrl) {
    process.env.DATA_DIR = 'memory://';
    delete process.env.DATABASE_URL;
    if (migrated && 'pgliteDump' in migrated) startInMemoryDatabasesFrom(new Blob([fs.readFileSync(migrated.pgliteDump)]));
    return;
  }
  databaseName = `knowly_test_${randomBytes(6).toString('hex')}`;
  const template = migrated && 'postgresTemplate' in migrated ? ` TEMPLATE ${migrated.postgresTemplate}` : '';
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${databaseName}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  await closeDatabase();
  if (!serverUrl || !databaseName) return;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});
