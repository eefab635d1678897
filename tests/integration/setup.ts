// Each integration test file gets a database of its own: an in-memory PGlite, or, when TEST_DATABASE_URL is set,
// a fresh database created on that PostgreSQL server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { Pool } from 'pg';
import { closeDatabase } from '../../server/db';

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

beforeAll(async () => {
  if (!serverUrl) {
    process.env.DATA_DIR = 'memory://';
    delete process.env.DATABASE_URL;
    return;
  }
  databaseName = `knowly_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${databaseName}`);
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
