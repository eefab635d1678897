// `npm start`: checks the environment, builds when the build is missing or older than the sources, then serves.
// The server itself migrates the database and seeds demo content into an empty one (instrumentation.ts).
import './load-env';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../server/env';

const SOURCES = ['pages', 'features', 'components', 'lib', 'config', 'server', 'styles', 'public', 'proxy.ts', 'instrumentation.ts',
  'next.config.ts', 'next-i18next.config.js', 'package-lock.json', 'tsconfig.json'];
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

const buildStamp = (distDir: string) => path.join(distDir, 'knowly-build.json');

/** A build is current when it exists, was made for this APP_ENV (domain routing is fixed at build time) and is newer than every source. */
function buildIsCurrent(distDir: string, appEnv: string): boolean {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId) || !fs.existsSync(buildStamp(distDir))) return false;
  if ((JSON.parse(fs.readFileSync(buildStamp(distDir), 'utf8')) as { appEnv?: string }).appEnv !== appEnv) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(source) <= builtAt);
}

function main() {
  let port: number;
  let appEnv: string;
  try {
    ({ PORT: port, APP_ENV: appEnv } = parseEnv(process.env));
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!buildIsCurrent(distDir, appEnv)) {
    console.log('Building Knowly (the first start takes a minute or two)…');
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
    fs.writeFileSync(buildStamp(distDir), JSON.stringify({ appEnv }));
  }
  console.log(`Knowly on http://localhost:${port} — country sites at http://de.localhost:${port}, http://fr.localhost:${port}, …`);
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
