// The production server the audit runs against: `next start` from the audit's own build folder, on a free port,
// with a throw-away data directory (the server migrates it and seeds the demo content on start) and APP_ENV=local.
// Node does not resolve *.localhost, so requests from here go to 127.0.0.1 with the site in the Host header.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNextServer } from '../next-server';
import type { ServerAccess } from './pages';

export type AuditServer = ServerAccess & {
  port: number;
  /** The address a browser uses for a site (Chromium resolves *.localhost to this machine). */
  url(host: string, path: string): string;
  stop(): Promise<void>;
};

function request(port: number, host: string, method: string, urlPath: string, body?: unknown, cookie?: string) {
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
          ...(cookie ? { cookie } : {}),
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

/** GET and POST on a server at port as a given site. */
export const serverAccess = (port: number): ServerAccess => ({
  get: (host, urlPath, { cookie } = {}) => request(port, host, 'GET', urlPath, undefined, cookie),
  post: (host, urlPath, body) => request(port, host, 'POST', urlPath, body),
});

export async function startServer({ distDir, log }: { distDir: string; log: (line: string) => void }): Promise<AuditServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-audit-'));
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  let server;
  try {
    server = await startNextServer({
      distDir,
      output: keep,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        APP_ENV: 'local',
        // What production ships: the analytics client is on there (it is off in local by default).
        ANALYTICS_IN_LOCAL: 'true',
        SEED_DEMO_CONTENT: 'true',
        LOG_LEVEL: 'warn',
      },
      isReady: async (port) => (await request(port, 'localhost', 'GET', '/api/health')).status === 200,
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  const { port } = server;
  log(`server: next start on port ${port}, data in ${dataDir}`);
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    port,
    url: (host, urlPath) => `http://${host}:${port}${urlPath}`,
    ...serverAccess(port),
    stop,
  };
}
