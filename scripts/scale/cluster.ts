// The scale-out test's machinery (issue 32): a fresh PostgreSQL database on the machine's server, an S3 server and an
// SMTP server on loopback, the machine's Redis, three `next start` processes of one production build, and HAProxy in
// front of them (round robin, no stickiness, health checks, a stats page for its error counts). Every wait is a poll
// with a deadline.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { startS3Server, type S3TestServer } from '../../tests/integration/s3-server';
import { startSmtpServer, type SmtpTestServer } from '../../tests/integration/smtp-server';
import { freePort } from '../next-server';
import { nextStartArgs } from '../server-node-args';

const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** Polls `check` until it answers a value (not undefined) or the deadline passes. */
export async function pollUntil<T>(what: string, check: () => Promise<T | undefined>, { timeoutMs = 30_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

type App = { name: string; port: number; child: ChildProcess; log: string; dataDir: string };

export type Cluster = {
  databaseUrl: string;
  apps: App[];
  balancerPort: number;
  statsPort: number;
  s3: S3TestServer;
  smtp: SmtpTestServer;
  redisUrl: string;
  appEnv: Record<string, string | undefined>;
  startApp(app: App): Promise<void>;
  kill(app: App): void;
  balancerStats(): Promise<BalancerStats>;
  stop(): Promise<void>;
};

type BalancerStats = { frontendRequests: number; frontend5xx: number; backendConnectionErrors: number; backendResponseErrors: number; retries: number; redispatches: number };

function haproxyConfig({ balancerPort, statsPort, apps }: { balancerPort: number; statsPort: number; apps: App[] }): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout http-request 10s',
    '  option forwardfor',
    'frontend knowly',
    `  bind 127.0.0.1:${balancerPort}`,
    '  default_backend apps',
    'backend apps',
    '  balance roundrobin',
    // A connection that cannot be made is tried on another server; a request once sent is never replayed (the
    // clients retry writes with their own ids and keys, as the real clients do).
    '  retries 2',
    '  option redispatch',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    // Which process answered, so that the test can show that one user's requests land on different ones.
    '  http-response set-header X-Knowly-Backend %s',
    ...apps.map((app) => `  server ${app.name} 127.0.0.1:${app.port} check`),
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `knowly_scale_${Date.now().toString(36)}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function startCluster({ appDir = process.cwd(), distDir, postgresUrl, redisUrl, processes = 3, extraEnv = {} }: { appDir?: string; distDir: string; postgresUrl: string; redisUrl: string; processes?: number; extraEnv?: Record<string, string | undefined> }): Promise<Cluster> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-scale-'));
  const databaseUrl = await createDatabase(postgresUrl);
  const s3 = await startS3Server();
  const smtp = await startSmtpServer();
  const appEnv: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    APP_ENV: 'local',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    APP_SECRET: `scale-test-secret-${'x'.repeat(40)}`,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_CONTENT: 'false',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    // The balancer appends the client's address: the client's own X-Forwarded-For (a simulated user's address) is the
    // second hop from the end.
    TRUST_PROXY: '2',
    SERVER_HEAP_MB: '320',
    ...extraEnv,
  };
  const apps: App[] = [];
  for (let index = 1; index <= processes; index++) {
    const dataDir = path.join(workDir, `app${index}`);
    fs.mkdirSync(dataDir);
    apps.push({ name: `app${index}`, port: await freePort(), child: undefined as unknown as ChildProcess, log: path.join(workDir, `app${index}.log`), dataDir });
  }

  const startApp = async (app: App) => {
    const out = fs.openSync(app.log, 'a');
    app.child = spawn(process.execPath, nextStartArgs({ port: app.port, host: '127.0.0.1', heapMb: 320, nodeOptions: '' }), {
      env: { ...(appEnv as NodeJS.ProcessEnv), DATA_DIR: app.dataDir, PORT: String(app.port) },
      cwd: appDir,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    const child = app.child;
    await pollUntil(`${app.name} healthy on port ${app.port} (log: ${app.log})`, async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${app.name} exited (${child.exitCode ?? child.signalCode}); log: ${app.log}`);
      return (await healthy(app.port)) ? true : undefined;
    }, { timeoutMs: 120_000, everyMs: 250 });
  };

  // The first process migrates the empty database; the others start on the migrated one.
  await startApp(apps[0]!);
  await Promise.all(apps.slice(1).map(startApp));

  const balancerPort = await freePort();
  const statsPort = await freePort();
  const configPath = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(configPath, haproxyConfig({ balancerPort, statsPort, apps }));
  const haproxyLog = path.join(workDir, 'haproxy.log');
  const haproxyOut = fs.openSync(haproxyLog, 'a');
  const haproxy = spawn(HAPROXY_BIN, ['-db', '-f', configPath], { stdio: ['ignore', haproxyOut, haproxyOut] });
  fs.closeSync(haproxyOut);
  await pollUntil('HAProxy answering with three healthy servers', async () => {
    const stats = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const up = stats.split('\n').filter((line) => line.startsWith('apps,app') && line.includes(',UP,')).length;
    return up === processes ? true : undefined;
  }, { timeoutMs: 20_000 });

  const balancerStats = async (): Promise<BalancerStats> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header!.split(',');
    const field = (row: string, name: string) => Number(row.split(',')[columns.indexOf(name)] || 0);
    const frontend = rows.find((row) => row.startsWith('knowly,FRONTEND'))!;
    const backend = rows.find((row) => row.startsWith('apps,BACKEND'))!;
    return {
      frontendRequests: field(frontend, 'req_tot'),
      frontend5xx: field(frontend, 'hrsp_5xx'),
      backendConnectionErrors: field(backend, 'econ'),
      backendResponseErrors: field(backend, 'eresp'),
      retries: field(backend, 'wretr'),
      redispatches: field(backend, 'wredis'),
    };
  };

  const stop = async () => {
    haproxy.kill('SIGTERM');
    await Promise.all(
      apps.map(
        (app) =>
          new Promise<void>((resolve) => {
            if (app.child.exitCode !== null || app.child.signalCode !== null) return resolve();
            app.child.once('exit', () => resolve());
            app.child.kill('SIGTERM');
            setTimeout(() => app.child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await s3.close();
    await smtp.stop();
    await dropDatabase(postgresUrl, databaseUrl).catch((error: unknown) => console.warn(`could not drop ${databaseUrl}: ${String(error)}`));
    if (!process.env.SCALE_KEEP_LOGS) fs.rmSync(workDir, { recursive: true, force: true });
  };

  return { databaseUrl, apps, balancerPort, statsPort, s3, smtp, redisUrl, appEnv, startApp, kill: (app) => app.child.kill('SIGKILL'), balancerStats, stop };
}
