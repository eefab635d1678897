// The server under test: `next start` from a bench build, on a free loopback port, with its own database; its pid is
// the real server process (next start serves in the process it was started as), so its RSS can be read from /proc.
import fs from 'node:fs';
import path from 'node:path';
import { startNextServer } from '../next-server';
import { request } from './http';

export const BENCH_DIST_DIR = '.next-bench';

export type DatabaseEnv = { DATABASE_URL: string; DATA_DIR?: undefined } | { DATA_DIR: string; DATABASE_URL?: undefined };

export type RunningServer = { pid: number; port: number; origin: string; logFile: string; stop(): Promise<void> };

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

const IDLE_POLL_MS = 1_000;
const IDLE_TIMEOUT_MS = 10 * 60_000;

/**
 * Waits until the server's job queue has nothing due (`/api/health`'s `jobs.due`, told to loopback callers): a first
 * start reviews and indexes the demo content's queued knows, which would otherwise share the machine with the targets
 * and leave its writes in the search indexes of the phase measured. Answers the seconds waited; gives up after 10 min
 * (the measurement then says so in the log) rather than hang.
 */
export async function waitForIdleJobs(origin: string): Promise<{ seconds: number; idle: boolean }> {
  const started = performance.now();
  while (performance.now() - started < IDLE_TIMEOUT_MS) {
    const answer = await request(origin, { path: '/api/health' });
    const due = answer.status === 200 ? (JSON.parse(answer.body) as { jobs?: { due: number } }).jobs?.due : undefined;
    if (due === 0 || due === undefined) return { seconds: (performance.now() - started) / 1000, idle: due === 0 };
    await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
  return { seconds: (performance.now() - started) / 1000, idle: false };
}

export async function startServer(database: DatabaseEnv, logDir: string): Promise<RunningServer> {
  const logFile = path.join(logDir, `server-${Date.now()}.log`);
  const log = fs.openSync(logFile, 'a');
  try {
    const server = await startNextServer({
      distDir: BENCH_DIST_DIR,
      env: databaseEnv(database),
      output: log,
      // /api/health answers once the server listens; a page render waits for startup (migrations, seed).
      isReady: async (port) => {
        const origin = `http://127.0.0.1:${port}`;
        return (await request(origin, { path: '/api/health' })).status === 200 && (await request(origin, { path: '/' })).status === 200;
      },
    });
    return { pid: server.pid, port: server.port, origin: `http://127.0.0.1:${server.port}`, logFile, stop: server.stop };
  } catch (error) {
    throw new Error(`${(error as Error).message}; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
  } finally {
    fs.closeSync(log);
  }
}
