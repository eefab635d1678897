// The build-freshness rule shared by `npm start`, `npm test`, `npm run bench` and `npm run audit`: a build in a dist
// folder is current when it exists, was made for this APP_ENV (domain routing is fixed at build time) with the same
// browser source-map setting (NEXT_BROWSER_SOURCE_MAPS) and is newer than every source; if not, `next build` runs
// into that folder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['pages', 'features', 'components', 'lib', 'config', 'server', 'styles', 'public', 'proxy.ts', 'instrumentation.ts',
  'next.config.ts', 'next-i18next.config.js', 'package-lock.json', 'tsconfig.json'];
export const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

export type BuildStamp = { appEnv: string; browserSourceMaps: boolean };

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

const buildStamp = (distDir: string) => path.join(distDir, 'knowly-build.json');
const browserSourceMaps = () => process.env.NEXT_BROWSER_SOURCE_MAPS === '1';

/** A Next app to build: its folder and the sources (relative to the working directory) its build is made from. The
 *  app by default; the audit's floor app (scripts/audit/floor.ts) is another. */
export type NextApp = { dir: string; sources: readonly string[] };
const KNOWLY: NextApp = { dir: '.', sources: SOURCES };

/** Whether the build in distDir (relative to the app's folder) is current. */
export function buildIsCurrent(distDir: string, appEnv: string, app: NextApp = KNOWLY): boolean {
  distDir = path.resolve(app.dir, distDir);
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId) || !fs.existsSync(buildStamp(distDir))) return false;
  const stamp = JSON.parse(fs.readFileSync(buildStamp(distDir), 'utf8')) as Partial<BuildStamp>;
  if (stamp.appEnv !== appEnv || (stamp.browserSourceMaps ?? false) !== browserSourceMaps()) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return app.sources.every((source) => newestMtime(source) <= builtAt);
}

/** Records what a successful `next build` into distDir was made for. */
export function stampBuild(distDir: string, stamp: BuildStamp): void {
  fs.writeFileSync(buildStamp(distDir), JSON.stringify(stamp));
}

/** Builds into distDir (relative to the app's folder) unless its build is current. Returns the exit status of the
 *  build (0 when none was needed). */
export function ensureBuild(distDir: string, appEnv: string, message = 'Building Knowly (the first start takes a minute or two)…', app: NextApp = KNOWLY): number {
  if (buildIsCurrent(distDir, appEnv, app)) return 0;
  console.log(message);
  // In the app's folder: Turbopack takes the working directory's instrumentation.ts, whichever folder it builds.
  const build = spawnSync(process.execPath, [path.resolve(NEXT_BIN), 'build'], {
    cwd: app.dir,
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: appEnv, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) return build.status ?? 1;
  stampBuild(path.resolve(app.dir, distDir), { appEnv, browserSourceMaps: browserSourceMaps() });
  return 0;
}
