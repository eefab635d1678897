// Filling the rendered-page cache: the page is asked of this same server over loopback HTTP, as the visitor would ask
// for it (same Host, forwarded host and protocol, the experiments cookie), with the fill header so that proxy.ts lets
// the request through to Next's render. node:http rather than fetch, because fetch does not send a Host of our choice.
// Only proxy.ts imports this (it runs in the server's Node.js process); nothing here is for the browser.
import http from 'node:http';
import { EXPERIMENT_COOKIE } from '../../config/experiments';
import { FILL_HEADER } from './cacheable-request';
import { toTemplate, type CachedResponse, type FillResult } from './rendered-page-cache';
import { sharedPage } from './shared-page';

/** Larger pages are served but not kept. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

/** Headers never repeated: per response or per connection (the body changes with the nonce, so its tag does too). */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag']);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Where this server listens: Next's own record of it (`next start` sets both when it starts listening). */
export function serverOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const origin = env.__NEXT_PRIVATE_ORIGIN;
  if (origin) return origin.replace('://localhost:', '://127.0.0.1:');
  return env.PORT ? `http://127.0.0.1:${env.PORT}` : null;
}

/** The nonce of a Content-Security-Policy header. */
export function nonceOfPolicy(policy: string | undefined): string | null {
  return policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null;
}

/** Whether a rendered response may be kept: a complete 200 HTML page that sets no cookie. */
export function isKeepable(status: number, headers: http.IncomingHttpHeaders, bytes: number): boolean {
  return (
    status === 200 &&
    headers['set-cookie'] === undefined &&
    (headers['content-type'] ?? '').startsWith('text/html') &&
    (headers['content-encoding'] ?? 'identity') === 'identity' &&
    bytes <= MAX_BODY_BYTES
  );
}

export type FillRequest = {
  origin: string;
  path: string;
  /** The visitor's request headers: only host and forwarding headers are repeated (no other header is in the key). */
  headers: Headers;
  experiments: string;
  secret: string;
};

/** Renders the page through this server and cuts it into a template at the nonce it was rendered with. */
export function fillFromSelf({ origin, path, headers, experiments, secret }: FillRequest): Promise<FillResult> {
  const url = new URL(path, origin);
  const outgoing: http.OutgoingHttpHeaders = {
    host: headers.get('host') ?? url.host,
    accept: 'text/html',
    'accept-encoding': 'identity',
    cookie: `${EXPERIMENT_COOKIE}=${experiments}`,
    [FILL_HEADER]: secret,
  };
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) {
    const value = headers.get(name);
    if (value !== null) outgoing[name] = value;
  }
  return new Promise<FillResult>((resolve, reject) => {
    const request = http.request(url, { method: 'GET', agent, headers: outgoing, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 500;
        const body = Buffer.concat(chunks);
        const cacheable = isKeepable(status, response.headers, bytes);
        const policy = response.headers['content-security-policy'];
        const nonce = nonceOfPolicy(typeof policy === 'string' ? policy : undefined);
        const text = body.toString('utf8');
        // The nonce is cut out of every response (also of one not kept), so that each visitor gets a nonce of their own;
        // proxy.ts then sends its own policy instead of this one.
        const templated = nonce !== null && text.includes(nonce);
        const kept: [string, string][] = [];
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || DROPPED_HEADERS.has(name)) continue;
          if (name === 'content-security-policy' && templated) continue;
          for (const one of Array.isArray(value) ? value : [value]) kept.push([name, one]);
        }
        // A page that may be kept is kept without its nonce, the same for every visitor (decision 040); one in which the
        // nonce cannot be taken out cleanly stays a template, sent with a fresh nonce and never to shared caches.
        const shared = cacheable && templated ? sharedPage(text, nonce!) : null;
        const result: CachedResponse = shared
          ? { status, headers: kept, parts: [shared.html], templated: false, hashes: { scriptHashes: shared.scriptHashes, styleHashes: shared.styleHashes } }
          : { status, headers: kept, parts: toTemplate(text, templated ? nonce : null), templated };
        resolve({ response: result, cacheable: cacheable && templated });
      });
    });
    request.on('timeout', () => request.destroy(new Error('the page render took too long')));
    request.on('error', reject);
    request.end();
  });
}
