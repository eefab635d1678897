// The client's API layer against a real HTTP server on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors/api-error';
import { createApiClient } from '../api-client';
import { errorToastFor } from '../error-toasts';
import type { TokenStore } from '../token-store';

let validToken = 'access-1';
let refreshCalls = 0;
let refreshAnswer: 'ok' | 'unauthorized' = 'ok';
const seenHeaders: http.IncomingHttpHeaders[] = [];

const server = http.createServer((req, res) => {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  seenHeaders.push(req.headers);
  if (req.url === '/refresh') {
    refreshCalls += 1;
    setTimeout(() => {
      if (refreshAnswer === 'unauthorized') return json(401, { error: { type: 'AuthorizationError', data: {} } });
      validToken = `access-${refreshCalls + 1}`;
      json(200, { accessToken: validToken });
    }, 450);
    return;
  }
  if (req.url === '/plain-500') return json(500, 'oops');
  if (req.url === '/conflict') return json(409, { error: { type: 'EmailInUseError', data: { email: 'a@b.co' } } });
  if (req.url === '/credentials') return json(401, { error: { type: 'InvalidCredentialsError', data: {} } });
  if (req.url === '/picture-missing') return json(404, { error: { type: 'NotFoundError', data: {} } });
  if (req.headers.authorization !== `Bearer ${validToken}`) return json(401, { error: { type: 'AuthorizationError', data: {} } });
  json(200, { ok: true, url: req.url });
});

let baseURL = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function memoryTokens(accessToken: string): TokenStore & { saved: number } {
  let stored: string | undefined = accessToken;
  return {
    saved: 0,
    accessToken: () => stored,
    save(next) {
      stored = next.accessToken;
      this.saved += 1;
    },
    clear() {
      stored = undefined;
    },
  };
}

function client(tokens: TokenStore, onLogout = vi.fn()) {
  const api = createApiClient({
    baseURL,
    tokens,
    headers: () => ({ interfaceLanguage: 'de', deviceUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', timeFormat: '24h' }),
    refreshTokens: async () => {
      const response = await fetch(`${baseURL}/refresh`, { method: 'POST', body: '{}' });
      const body = await response.json();
      if (!response.ok) throw new ApiError(body.error.type, body.error.data, response.status);
      return body;
    },
    onLogout,
  });
  return { api, onLogout };
}

beforeEach(() => {
  refreshCalls = 0;
  refreshAnswer = 'ok';
  validToken = 'access-1';
  seenHeaders.length = 0;
});

describe('token refresh queue (spec §4)', () => {
  it('runs exactly one refresh for 50 concurrent requests that all get 401, then all succeed', async () => {
    validToken = 'access-after-expiry';
    const tokens = memoryTokens('expired');
    const { api } = client(tokens);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => api.get(`/data/${i}`)));
    expect(refreshCalls).toBe(1);
    expect(tokens.saved).toBe(1);
    expect(responses.every((response) => response.status === 200)).toBe(true);
  });

  it('logs out once and rejects every waiting request when the refresh fails with an authorization error', async () => {
    validToken = 'never';
    refreshAnswer = 'unauthorized';
    const { api, onLogout } = client(memoryTokens('expired'));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => api.get('/data')));
    expect(refreshCalls).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.status === 'rejected' && (result.reason as ApiError).type === 'AuthorizationError')).toBe(true);
  });

  it('does not refresh for a 401 of another type', async () => {
    const { api } = client(memoryTokens('access-1'));
    await expect(api.get('/credentials')).rejects.toMatchObject({ type: 'InvalidCredentialsError', status: 401 });
    expect(refreshCalls).toBe(0);
  });

  it('sends the spec headers and the bearer token', async () => {
    const { api } = client(memoryTokens('access-1'));
    await api.get('/data');
    expect(seenHeaders[0]).toMatchObject({
      'x-platform': 'web',
      'x-interface-language': 'de',
      'x-device-uuid': '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      'x-time-format': '24h',
      'x-signature': expect.stringMatching(/^t=\d+,s=[0-9a-f]{64}$/),
      authorization: 'Bearer access-1',
    });
  });
});

describe('ApiError (spec §8)', () => {
  it('carries type and data from the response error object', async () => {
    const { api } = client(memoryTokens('access-1'));
    await expect(api.post('/conflict')).rejects.toMatchObject({ type: 'EmailInUseError', data: { email: 'a@b.co' }, status: 409 });
  });

  it('is of the unknown type when the body has no error object', async () => {
    const { api } = client(memoryTokens('access-1'));
    await expect(api.get('/plain-500')).rejects.toMatchObject({ type: 'UnknownError', status: 500 });
  });

  it('reads blob responses by status: 404 is NotFoundError', async () => {
    const { api } = client(memoryTokens('access-1'));
    await expect(api.get('/picture-missing', { responseType: 'blob' })).rejects.toMatchObject({ type: 'NotFoundError', status: 404 });
  });

  it('has no status when no connection could be made', async () => {
    const api = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      tokens: memoryTokens('x'),
      headers: () => ({ interfaceLanguage: 'en', deviceUuid: 'd', timeFormat: '12h' }),
      refreshTokens: async () => ({ accessToken: '' }),
      onLogout: () => {},
    });
    const error = await api.get('/').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: undefined });
    expect(errorToastFor(error as ApiError)).toEqual({ key: 'errorNoConnection' });
  });
});

describe('error toasts (spec §8)', () => {
  it.each([
    [500, 'UnknownError', { key: 'errorServer' }],
    [502, 'UnknownError', { key: 'errorUnreachable' }],
    [504, 'UnknownError', { key: 'errorTimeout' }],
    [409, 'EmailInUseError', { key: 'errorUnknown', type: 'EmailInUseError' }],
    [403, 'ForbiddenError', { key: 'errorUnknown', type: 'ForbiddenError' }],
    [401, 'AuthorizationError', null],
  ] as const)('status %s with %s shows %j', (status, type, toast) => {
    expect(errorToastFor(new ApiError(type, {}, status))).toEqual(toast);
  });
});
