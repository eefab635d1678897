import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Tests whose budget is how the server answers others while under attack (/api/health within 100 ms of its floor, a
 *  slow body cut at its deadline): another test file's CPU on the same 2 cores would be in their measurement, so they
 *  are a project of their own that runs alone, file after file, after the others (scripts/test.ts, test:integration). */
const TIMING_TESTS = [
  'server/knows/__tests__/upload-abuse.integration.test.ts',
  'server/flashcards/__tests__/import-abuse.integration.test.ts',
  'server/http/__tests__/upload-slots.integration.test.ts',
];

/** Tests where the two database engines may differ (PGlite answers on one connection; PostgreSQL is a
 *  server with many): migrations, the database layer, text search, the job queue, notifications and the
 *  payout ledger's concurrency. With TEST_DATABASE_URL set (CI), the whole integration suite runs on PostgreSQL and
 *  these run on PGlite as well (the `engines` project); without it, everything runs on PGlite (scripts/test.ts). */
const ENGINE_TESTS = [
  // The database layer and its data-directory lock; the demo seed is the same SQL on both (and every journey and the
  // smoke test start from it on PGlite), so it runs once.
  'server/db/__tests__/*.integration.test.ts',
  'tests/integration/migrated-database.integration.test.ts',
  'server/search/**/*.integration.test.ts',
  'server/jobs/**/*.integration.test.ts',
  'server/http/__tests__/stream-route.integration.test.ts',
  'server/chats/__tests__/chat-stream-sign-in.integration.test.ts',
  'server/payouts/**/*.integration.test.ts',
];

/** The longest files (minutes each, measured in CI): started first, so that the two workers share the rest around them
 *  instead of one of them ending the run alone. Without a timing cache (a clean clone) Vitest would start the largest
 *  files first, and the fuzz shards are the smallest. */
const LONGEST_FIRST = [
  'server/db/seed/__tests__/seed-demo-content.integration.test.ts',
  'tests/fuzz/api-1.fuzz.integration.test.ts',
  'tests/fuzz/api-2.fuzz.integration.test.ts',
];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const INTEGRATION = {
  environment: 'node' as const,
  // One database migrated for the run; each file's own database starts as a copy of it.
  globalSetup: ['tests/integration/migrated-database.ts'],
  setupFiles: ['tests/integration/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // Two workers on CI's 2 cores (Vitest's default would be one, leaving a core idle while PGlite works in the other).
    // The tests that measure the server's answers under load run alone (the `timing` project, TIMING_TESTS).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/__tests__/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
          // A jsdom test that renders a whole page or game takes 1–3 s alone and 6–18 s on a machine loaded seven
          // times over its cores (measured: three such tests passed Vitest's 5 s default only when the machine was
          // quiet). The limit stops a hang, it is not a speed budget.
          testTimeout: 20_000,
        },
      },
      { test: { name: 'integration', include: ['**/*.integration.test.ts'], exclude: ['node_modules/**', ...TIMING_TESTS], ...INTEGRATION } },
      { test: { name: 'timing', include: TIMING_TESTS, fileParallelism: false, ...INTEGRATION } },
      // Always on PGlite, whatever TEST_DATABASE_URL says (tests/integration/setup.ts reads the project's env).
      { test: { name: 'engines', include: ENGINE_TESTS, exclude: ['node_modules/**', ...TIMING_TESTS], ...INTEGRATION, env: { TEST_DATABASE_URL: '' } } },
    ],
  },
});
