// The fill against a real loopback HTTP server standing in for Next: what it sends and what it keeps.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILL_HEADER } from '../cacheable-request';
import { fillFromSelf, isKeepable, nonceOfPolicy, serverOrigin } from '../fill-from-self';
import { renderTemplate } from '../rendered-page-cache';
import { sha256 } from '../shared-page';

const NONCE = 'cmVuZGVyLW5vbmNlLTAwMDAwMDAwLTAwMDAtNDAwMC04MDAw';
const EXPERIMENTS = 'mkr.control~kab.treatment~kuo.control~ueg.control~epp.control';

let server: http.Server;
let origin: string;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.headers);
    const csp = `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self' 'nonce-${NONCE}'`;
    if (request.url === '/missing') {
      response.writeHead(404, { 'content-type': 'text/html', 'content-security-policy': csp });
      response.end(`<script nonce="${NONCE}"></script>not found`);
    } else if (request.url === '/cookie') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp, 'set-cookie': 'a=b' });
      response.end(`<script nonce="${NONCE}"></script>`);
    } else if (request.url === '/old') {
      response.writeHead(308, { location: '/new?x=1' });
      response.end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, etag: '"abc"', 'x-frame-options': 'DENY' });
      response.end(`<html><head><meta property="csp-nonce" content="${NONCE}"></head><body>Grüße ${request.headers.host}<script nonce="${NONCE}"></script></body></html>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const visitorHeaders = new Headers({ host: 'de.localhost:3000', 'x-forwarded-proto': 'https', cookie: 'knowly_consent=1', 'user-agent': 'x' });

describe('fillFromSelf', () => {
  it('asks as the visitor would, on the visitor host, with the experiments cookie and the fill secret only', async () => {
    seen.length = 0;
    const { response, cacheable } = await fillFromSelf({ origin, path: '/knows/a', headers: visitorHeaders, experiments: EXPERIMENTS, secret: 's3cret' });
    expect(cacheable).toBe(true);
    expect(seen[0]).toMatchObject({ host: 'de.localhost:3000', 'x-forwarded-proto': 'https', cookie: `knowly_experiments=${EXPERIMENTS}`, [FILL_HEADER]: 's3cret', 'accept-encoding': 'identity' });
    expect(seen[0]!['user-agent']).toBeUndefined();
    expect(response.status).toBe(200);
    // Kept without its nonce, the same bytes for every visitor (decision 040); the policy is built from the hashes.
    expect(response.templated).toBe(false);
    expect(response.hashes?.scriptHashes).toEqual([sha256('')]);
    const names = response.headers.map(([name]) => name);
    expect(names).toContain('x-frame-options');
    expect(names).not.toContain('content-security-policy');
    expect(names).not.toContain('etag');
    expect(names).not.toContain('content-length');
    expect(response.parts).toHaveLength(1);
    const body = renderTemplate(response.parts, 'TkVX');
    expect(body).not.toContain('csp-nonce');
    expect(body).toContain('<script></script>');
    expect(body).toContain('Grüße de.localhost:3000');
    expect(body).not.toContain(NONCE);
    expect(body).not.toContain('TkVX');
  });

  it('does not keep a 404, a redirect or a page that sets a cookie, but still passes them on', async () => {
    const missing = await fillFromSelf({ origin, path: '/missing', headers: visitorHeaders, experiments: EXPERIMENTS, secret: 's' });
    expect(missing.cacheable).toBe(false);
    expect(missing.response.status).toBe(404);
    expect(renderTemplate(missing.response.parts, 'TkVX')).toContain('nonce="TkVX"');
    const cookie = await fillFromSelf({ origin, path: '/cookie', headers: visitorHeaders, experiments: EXPERIMENTS, secret: 's' });
    expect(cookie.cacheable).toBe(false);
    expect(cookie.response.headers).toContainEqual(['set-cookie', 'a=b']);
    const moved = await fillFromSelf({ origin, path: '/old', headers: visitorHeaders, experiments: EXPERIMENTS, secret: 's' });
    expect(moved.cacheable).toBe(false);
    expect(moved.response.status).toBe(308);
    expect(moved.response.templated).toBe(false);
    expect(moved.response.headers).toContainEqual(['location', '/new?x=1']);
  });

  it('fails when nothing listens', async () => {
    await expect(fillFromSelf({ origin: 'http://127.0.0.1:1', path: '/', headers: visitorHeaders, experiments: '', secret: 's' })).rejects.toThrow();
  });
});

describe('helpers', () => {
  it('finds the nonce of a policy', () => {
    expect(nonceOfPolicy(`default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`)).toBe(NONCE);
    expect(nonceOfPolicy("default-src 'self'")).toBeNull();
    expect(nonceOfPolicy(undefined)).toBeNull();
  });

  it('keeps only complete uncompressed 200 HTML without cookies', () => {
    expect(isKeepable(200, { 'content-type': 'text/html; charset=utf-8' }, 10)).toBe(true);
    expect(isKeepable(200, { 'content-type': 'application/json' }, 10)).toBe(false);
    expect(isKeepable(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, 10)).toBe(false);
    expect(isKeepable(200, { 'content-type': 'text/html', 'set-cookie': ['a=b'] }, 10)).toBe(false);
    expect(isKeepable(500, { 'content-type': 'text/html' }, 10)).toBe(false);
    expect(isKeepable(200, { 'content-type': 'text/html' }, 3 * 1024 * 1024)).toBe(false);
  });

  it('reaches the server where Next says it listens', () => {
    expect(serverOrigin({ __NEXT_PRIVATE_ORIGIN: 'http://localhost:3100', PORT: '3100' })).toBe('http://127.0.0.1:3100');
    expect(serverOrigin({ __NEXT_PRIVATE_ORIGIN: 'http://10.0.0.5:3000' })).toBe('http://10.0.0.5:3000');
    expect(serverOrigin({ PORT: '4000' })).toBe('http://127.0.0.1:4000');
    expect(serverOrigin({})).toBeNull();
  });
});
