// The server under test: `next start` from a bench build, on a free loopback port, with its own database; its pid is
// the real server process (next start serves in the process it was started as), so its RSS can be read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { NEXT_BIN } from '../ensure-build';
import { request } from './http';

export const BENCH_DIST_DIR = '.next-bench';

export type DatabaseEnv = { DATABASE_URL: string; DATA_DIR?: undefined } | { DATA_DIR: string; DATABASE_URL?: undefined };

export type RunningServer = { pid: number; port: number; origin: string; logFile: string; stop(): Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB (VmRSS of /proc/<pid>/status); undefined when it is gone or not Linux. */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The environment for scripts and the server: the bench's database, never the developer's. */
export function databaseEnv(database: DatabaseEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    APP_ENV: 'local',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: database.DATABASE_URL ?? '',
    DATA_DIR: database.DATA_DIR ?? '',
    REDIS_URL: '',
  };
}

export async function startServer(database: DatabaseEnv, logDir: string): Promise<RunningServer> {
  const port = await freePort();
  const logFile = path.join(logDir, `server-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...databaseEnv(database), NEXT_DIST_DIR: BENCH_DIST_DIR, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`The server stopped while starting; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      // /api/health answers once the server listens; a page render waits for startup (migrations, seed).
      if ((await request(origin, { path: '/api/health' })).status === 200 && (await request(origin, { path: '/' })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become ready within 120 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { pid: child.pid!, port, origin, logFile, stop };
}
