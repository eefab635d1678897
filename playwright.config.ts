// Browser journeys in Debian's Chromium against a production build served on its own port and data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { nextStartArgs } from './scripts/server-node-args';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The loopback OpenID provider that stands in for Google and Apple (tests/e2e/oidc-provider-server.ts). */
export const OIDC_TEST_PORT = Number(process.env.OIDC_TEST_PORT ?? 3919);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_TEST_PORT}`;
const OIDC_CLIENT = { id: 'knowly-test', secret: 'knowly-test-secret-0123456789abcdef' };
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-e2e-'));

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  // No retries, in CI either: a test that fails once on an unchanged tree is a bug to fix (issue 35).
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Traces cost every test time: recorded on demand (PLAYWRIGHT_TRACE=1), kept for the tests that fail.
    trace: process.env.PLAYWRIGHT_TRACE ? 'retain-on-failure' : 'off',
  },
  webServer: [
    {
      command: 'node --import tsx tests/e2e/oidc-provider-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_TEST_PORT: String(OIDC_TEST_PORT), E2E_PORT: String(PORT) },
    },
    {
      command: ['node', ...nextStartArgs({ port: PORT, host: '127.0.0.1' })].join(' '),
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      // A fresh data directory is migrated and seeded with the demo content first (about a minute; over two on a
      // loaded 2-core machine).
      timeout: 300_000,
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR, NEXT_DIST_DIR: DIST_DIR, APP_ENV: 'local', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', ANALYTICS_IN_LOCAL: 'true',
        // Google and Apple sign-in against the loopback provider (Apple answering by form_post, as it does).
        OIDC_GOOGLE_ISSUER: OIDC_ISSUER, OIDC_GOOGLE_CLIENT_ID: OIDC_CLIENT.id, OIDC_GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_APPLE_ISSUER: OIDC_ISSUER, OIDC_APPLE_CLIENT_ID: OIDC_CLIENT.id, OIDC_APPLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
  ],
});
