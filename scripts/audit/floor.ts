// The floor (issue 29): a Next app made of the design's packages alone (scripts/audit/floor/: React, the pages router
// with the app's locales and domains, next-i18next with one translated heading, one styled component rendered on the
// server), built next to the app and served while the audit runs, so that each public page is measured above what
// those packages cost in the same run. A separate app rather than a page of ours: every page of the app loads our
// `_app` (the shell), which is part of what is measured.
import path from 'node:path';
import { siteDomains } from '../../config/countries/site-domains';
import { DEFAULT_LOCALE, LOCALES } from '../../config/locales';
import { ensureBuild, type NextApp } from '../ensure-build';
import { startNextServer } from '../next-server';
import type { ServerAccess } from './pages';
import { serverAccess } from './server';

const FLOOR_APP: NextApp = {
  dir: path.join('scripts', 'audit', 'floor'),
  sources: ['scripts/audit/floor/pages', 'scripts/audit/floor/next.config.ts', 'next-i18next.config.js', 'config/locales.ts', 'config/countries', 'public/locales', 'package-lock.json'],
};
/** Relative to the floor app's folder: .next-floor in the repository's root, beside the app's builds. */
const FLOOR_DIST_DIR = path.join('..', '..', '..', '.next-floor');
/** The floor page's path on each site. */
export const FLOOR_PATH = '/';

export type FloorServer = ServerAccess & { port: number; distDir: string; url(host: string, path: string): string; stop(): Promise<void> };

/** The app's locales and local sites, for the floor app's next.config.ts (at build and at start). */
const FLOOR_I18N = JSON.stringify({ locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, localeDetection: false, domains: siteDomains('local') });

/** Builds the floor app when its build is older than its sources (or missing); 0 when it is current. */
export const ensureFloorBuild = () => (process.env.FLOOR_I18N = FLOOR_I18N) && ensureBuild(FLOOR_DIST_DIR, 'local', `Building the floor app into ${path.join(FLOOR_APP.dir, FLOOR_DIST_DIR)}…`, FLOOR_APP);

export async function startFloorServer(): Promise<FloorServer> {
  const output: string[] = [];
  const access = (port: number) => serverAccess(port);
  let server;
  try {
    server = await startNextServer({
      distDir: FLOOR_DIST_DIR,
      appDir: FLOOR_APP.dir,
      env: { ...process.env, APP_ENV: 'local', LOG_LEVEL: 'warn', FLOOR_I18N },
      output: (chunk) => void output.push(chunk.toString('utf8')),
      isReady: async (port) => (await access(port).get('localhost', FLOOR_PATH)).status === 200,
    });
  } catch (error) {
    throw new Error(`the floor app did not start: ${(error as Error).message}\n--- its output ---\n${output.join('').slice(-4000)}`);
  }
  const { port } = server;
  return { port, distDir: path.join(FLOOR_APP.dir, FLOOR_DIST_DIR), url: (host, urlPath) => `http://${host}:${port}${urlPath}`, ...access(port), stop: server.stop };
}
