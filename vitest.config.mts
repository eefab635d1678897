import { defineConfig } from 'vitest/config';

/** Tests whose budget is how the server answers others while under attack (/api/health within 100 ms of its floor, a
 *  slow body cut at its deadline): another test file's CPU on the same 2 cores would be in their measurement, so they
 *  are a project of their own that runs alone, file after file, after the others (scripts/test.ts, test:integration). */
const TIMING_TESTS = [
  'server/knows/__tests__/upload-abuse.integration.test.ts',
  'server/flashcards/__tests__/import-abuse.integration.test.ts',
  'server/http/__tests__/upload-slots.integration.test.ts',
];

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
    // Vitest's default: one worker fewer than the CPUs — a single one on CI's 2 cores. Two workers were tried (faster on
    // paper), but on 2 cores the component tests' 5 s renders and the sandbox tests' event-loop budgets then share a
    // core with another file, and several of them timed out under load: kept at the default until measured on CI.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/__tests__/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      { test: { name: 'integration', include: ['**/*.integration.test.ts'], exclude: ['node_modules/**', ...TIMING_TESTS], ...INTEGRATION } },
      { test: { name: 'timing', include: TIMING_TESTS, fileParallelism: false, ...INTEGRATION } },
    ],
  },
});
