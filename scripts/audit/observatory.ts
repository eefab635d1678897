// The MDN HTTP Observatory scanner (npm package @mdn/mdn-http-observatory) on the home page of each site.
//
// The package cannot be a dependency of the project: its postinstall downloads the HSTS preload list and a CA bundle
// from the internet, so `npm install` fails offline. It is installed on first use into .cache/observatory with
// --ignore-scripts; the HSTS preload list it would have downloaded is replaced by an empty one (no *.localhost host
// is on that list anyway, so no result changes). Its scanner is used through its library API (`scan(hostname)`),
// with "host:port" as the hostname, each scan in its own Node process (observatory-scan.mjs: *.localhost resolved to
// 127.0.0.1 there, as Node does not resolve it, and the certificate of the TLS front trusted).
//
// Two scans per site:
// - `plain`: the server as `next start` serves it, over plain http. Three tests can only fail there (no https
//   redirect, HSTS ignored over http, cookies without Secure because the request was not https).
// - `tls`: the same server behind a local TLS front on one port, as the production edge puts it: plain http on that
//   port answers 301 to https, https (a certificate for the scanned hosts made here with openssl, which the scanning
//   process trusts through NODE_EXTRA_CA_CERTS) is passed to the server with X-Forwarded-Proto: https.
//   The front adds no header of its own, so this grades the app's headers as a visitor over https gets them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../next-server';

const CACHE = path.resolve('.cache', 'observatory');
const PACKAGE = path.join(CACHE, 'node_modules', '@mdn', 'mdn-http-observatory');

type ObservatoryTest = { name: string; pass: boolean; result: string; scoreModifier: number };
type ObservatoryScan = { grade: string; score: number; testsPassed: number; testsQuantity: number; tests: ObservatoryTest[] };
export type ObservatoryResult = { host: string; mode: 'plain' | 'tls'; scan?: ObservatoryScan; error?: string };

type ScanFn = (hostname: string) => Promise<{
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}>;

/** Installs the scanner into .cache/observatory when it is not there yet; returns its version. */
function ensureObservatory(log: (line: string) => void): string {
  const packageJson = path.join(PACKAGE, 'package.json');
  if (!fs.existsSync(packageJson)) {
    log('observatory: installing @mdn/mdn-http-observatory@1 into .cache/observatory (first use, without its install scripts)…');
    fs.mkdirSync(CACHE, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['install', '--prefix', CACHE, '--ignore-scripts', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '@mdn/mdn-http-observatory@1'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (install.status !== 0 || !fs.existsSync(packageJson)) throw new Error('npm could not install @mdn/mdn-http-observatory into .cache/observatory');
  }
  const hstsList = path.join(PACKAGE, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(hstsList)) fs.writeFileSync(hstsList, '{}\n');
  return (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/** A TLS front on one port: TLS connections are proxied to the app with X-Forwarded-Proto: https, plain http gets 301 to https. */
async function startTlsFront(appPort: number, hosts: string[]): Promise<{ port: number; cert: string; close: () => Promise<void> } | { error: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-audit-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost',
    '-addext', `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`, '-addext', 'basicConstraints=critical,CA:TRUE'], { stdio: 'ignore' });
  if (made.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { error: 'openssl could not make a self-signed certificate (is openssl installed?)' };
  }
  const redirect = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://${req.headers.host}${req.url ?? '/'}` });
    res.end();
  });
  const secure = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // Each connection to the front goes, by its first byte (0x16 starts a TLS handshake), to one of two inner servers.
  // (Handing the socket itself to an http server loses the byte already read: Node's parser reads from the handle.)
  const listen = async (server: net.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  };
  const [redirectPort, securePort] = [await listen(redirect), await listen(secure)];
  const open = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      const inner = net.connect(first[0] === 0x16 ? securePort : redirectPort, '127.0.0.1', () => {
        inner.write(first);
        socket.pipe(inner).pipe(socket);
      });
      inner.on('error', () => socket.destroy());
      socket.on('close', () => inner.destroy());
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    port,
    cert,
    close: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(dir, { recursive: true, force: true });
        for (const socket of open) socket.destroy();
        redirect.closeAllConnections();
        secure.closeAllConnections();
        redirect.close();
        secure.close();
        front.close(() => resolve());
      }),
  };
}

/** One scan in its own process (observatory-scan.mjs), trusting `cert` when given. */
function scanInChild(target: string, cert?: string): Promise<Awaited<ReturnType<ScanFn>> | { error: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'observatory-scan.mjs'), path.join(PACKAGE, 'src', 'index.js'), target], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(cert ? { NODE_EXTRA_CA_CERTS: cert } : {}) },
    });
    const out: string[] = [];
    const err: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out.join('').trim().split('\n').pop() ?? '') as Awaited<ReturnType<ScanFn>> | { error: string });
      } catch {
        resolve({ error: `the scanner exited with ${code}: ${err.join('').trim().slice(-300)}` });
      }
    });
  });
}

export async function runObservatory(hosts: string[], appPort: number, log: (line: string) => void): Promise<{ version: string; results: ObservatoryResult[] }> {
  const version = ensureObservatory(log);
  const toResult = (host: string, mode: ObservatoryResult['mode'], raw: Awaited<ReturnType<ScanFn>>): ObservatoryResult => ({
    host,
    mode,
    scan: {
      grade: raw.scan.grade,
      score: raw.scan.score,
      testsPassed: raw.scan.testsPassed,
      testsQuantity: raw.scan.testsQuantity,
      tests: Object.entries(raw.tests).map(([name, test]) => ({ name, pass: test.pass, result: test.result, scoreModifier: test.scoreModifier })),
    },
  });
  const scanOne = async (host: string, port: number, mode: ObservatoryResult['mode'], cert?: string): Promise<ObservatoryResult> => {
    const raw = await scanInChild(`${host}:${port}`, cert);
    return 'error' in raw ? { host, mode, error: raw.error } : toResult(host, mode, raw);
  };
  const results: ObservatoryResult[] = [];
  for (const host of hosts) results.push(await scanOne(host, appPort, 'plain'));
  const front = await startTlsFront(appPort, hosts);
  if ('error' in front) {
    for (const host of hosts) results.push({ host, mode: 'tls', error: front.error });
  } else {
    try {
      for (const host of hosts) results.push(await scanOne(host, front.port, 'tls', front.cert));
    } finally {
      await front.close();
    }
  }
  return { version, results };
}
