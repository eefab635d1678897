// The production server the audit runs against: `next start` from the audit's own build folder, on a free port,
// with a throw-away data directory (the server migrates it and seeds the demo content on start) and APP_ENV=local.
// Node does not resolve *.localhost, so requests from here go to 127.0.0.1 with the site in the Host header.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NEXT_BIN } from '../ensure-build';
import type { ServerAccess } from './pages';

export type AuditServer = ServerAccess & {
  port: number;
  /** The address a browser uses for a site (Chromium resolves *.localhost to this machine). */
  url(host: string, path: string): string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function request(port: number, host: string, method: string, urlPath: string, body?: unknown) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: {
          host: `${host}:${port}`,
          accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
          'user-agent': 'knowly-audit',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: `http://${host}:${port}`, 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${host}${urlPath} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth(port: number, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it answered /api/health`);
    try {
      if ((await request(port, 'localhost', 'GET', '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

export async function startServer({ distDir, log }: { distDir: string; log: (line: string) => void }): Promise<AuditServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-audit-'));
  const output: string[] = [];
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      APP_ENV: 'local',
      // What production ships: the analytics client is on there (it is off in local by default).
      ANALYTICS_IN_LOCAL: 'true',
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
    },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null || server.signalCode !== null) return done();
      const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
      server.once('exit', () => {
        clearTimeout(kill);
        done();
      });
      server.kill('SIGTERM');
    }));

  log(`server: next start on port ${port}, data in ${dataDir}`);
  try {
    await waitForHealth(port, server, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return {
    port,
    url: (host, urlPath) => `http://${host}:${port}${urlPath}`,
    get: (host, urlPath) => request(port, host, 'GET', urlPath),
    post: (host, urlPath, body) => request(port, host, 'POST', urlPath, body),
    stop,
  };
}
