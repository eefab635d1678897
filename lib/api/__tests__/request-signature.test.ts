// The client half of the request signature (ARCHITECTURE §1); server/http/__tests__ checks it against the server.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client';
import { createRequestSigner, parseSignatureHeader, REQUEST_SIGNING_KEY, requestPath, signRequest } from '../request-signature';
import { createServerClock } from '../server-time';

const fixedClock = (timestamp: number) => createServerClock({ fetchServerTime: async () => timestamp, deviceNow: () => timestamp });

describe('request signature (client)', () => {
  it('is t=<ms>,s=<hex HMAC-SHA256 of METHOD\\npath\\nt> with the published key', async () => {
    const header = await signRequest('post', '/api/auth/oauth/token', 1_767_225_600_000);
    const expected = createHmac('sha256', REQUEST_SIGNING_KEY).update('POST\n/api/auth/oauth/token\n1767225600000').digest('hex');
    expect(header).toBe(`t=1767225600000,s=${expected}`);
    expect(parseSignatureHeader(header!)).toEqual({ timestamp: 1_767_225_600_000, hex: expected });
  });

  it('signs the path without the query, as the server sees it', () => {
    expect(requestPath('http://de.localhost:3000/api/v1/users/me?fields=a#top')).toBe('/api/v1/users/me');
    expect(requestPath('/api/v1/users/usernames/zoé')).toBe('/api/v1/users/usernames/zo%C3%A9');
  });

  it('sends no signature and asks no server time when crypto.subtle is missing (insecure context)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    try {
      expect(await signRequest('GET', '/api/v1/users/me', Date.now())).toBeUndefined();
      const fetchServerTime = vi.fn(async () => Date.now());
      const sign = createRequestSigner(createServerClock({ fetchServerTime }));
      expect(await sign('get', '/api/v1/users/me')).toBeUndefined();
      expect(fetchServerTime).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses malformed header values', () => {
    for (const value of ['', 't=1', 's=ab', 't=abc,s=' + 'a'.repeat(64), 't=1,s=' + 'A'.repeat(64), 't=1,s=' + 'a'.repeat(63)]) {
      expect(parseSignatureHeader(value)).toBeUndefined();
    }
  });
});

describe('API client', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  let baseURL = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs every request with server time, method and the full path', async () => {
    const serverNow = 1_767_225_600_000;
    const api = createApiClient({
      baseURL,
      tokens: { accessToken: () => undefined, save: () => {}, clear: () => {} },
      headers: () => ({ interfaceLanguage: 'de', deviceUuid: 'd', timeFormat: '24h' }),
      refreshTokens: async () => ({ accessToken: '' }),
      onLogout: () => {},
      signRequest: createRequestSigner(fixedClock(serverNow)),
    });
    await api.patch('/users/3f2504e0-4f89-41d3-9a0c-0305e82c3301/timezone', { offset: 60 }, { params: { a: 1 } });
    const expected = createHmac('sha256', REQUEST_SIGNING_KEY).update(`PATCH\n/api/v1/users/3f2504e0-4f89-41d3-9a0c-0305e82c3301/timezone\n${serverNow}`).digest('hex');
    expect(seen[0]?.['x-signature']).toBe(`t=${serverNow},s=${expected}`);
  });
});
