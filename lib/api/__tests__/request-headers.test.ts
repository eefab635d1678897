// @vitest-environment jsdom
// Spec §7: every request carries platform `web`, interface language, device uuid, time format and the signature —
// built once (lib/api/request-headers.ts) and used by the token refresh, the server-time fetch and the service clients
// (the events and ad-event calls: lib/analytics and features/consent tests).
import { createHmac } from 'node:crypto';
import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestHeaders } from '../request-headers';
import { REQUEST_SIGNING_KEY, createRequestSigner, parseSignatureHeader, signatureMessage } from '../request-signature';
import { fetchOwnServerTime, type ServerClock } from '../server-time';

const DEVICE = { interfaceLanguage: 'fr', deviceUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', timeFormat: '24h' as const };
const SERVER_NOW = 1_795_600_000_000;
const fixedClock: ServerClock = { now: async () => SERVER_NOW, offsetMs: () => 0 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Checks a signature header the way the server does (server/http/request-signature.ts). */
function verifies(header: string | undefined, method: string, path: string): boolean {
  const parsed = header ? parseSignatureHeader(header) : undefined;
  if (!parsed) return false;
  return createHmac('sha256', REQUEST_SIGNING_KEY).update(signatureMessage(method, path, parsed.timestamp)).digest('hex') === parsed.hex;
}

describe('the spec headers (one builder for every call)', () => {
  it('gives platform web, interface language, device uuid, time format and a signature of method and path in server time', async () => {
    const headers = await createRequestHeaders({ client: () => DEVICE, sign: createRequestSigner(fixedClock) }).forRequest('post', '/api/auth/oauth/token?x=1');
    expect(headers).toMatchObject({ 'X-Platform': 'web', 'X-Interface-Language': 'fr', 'X-Device-Uuid': DEVICE.deviceUuid, 'X-Time-Format': '24h' });
    expect(parseSignatureHeader(headers['X-Signature']!)?.timestamp).toBe(SERVER_NOW);
    expect(verifies(headers['X-Signature'], 'POST', '/api/auth/oauth/token')).toBe(true);
  });

  it('sends the device headers without a signature when Web Crypto cannot sign', async () => {
    const headers = await createRequestHeaders({ client: () => DEVICE, sign: async () => undefined }).forRequest('GET', '/api/v1/users/me');
    expect(headers).toEqual({ 'X-Platform': 'web', 'X-Interface-Language': 'fr', 'X-Device-Uuid': DEVICE.deviceUuid, 'X-Time-Format': '24h' });
  });

  it('gives a synchronous send the signature of the same method and path for 2 minutes, and no other', async () => {
    let now = 0;
    const builder = createRequestHeaders({ client: () => DEVICE, sign: createRequestSigner(fixedClock), now: () => now });
    expect(builder.forRequestNow('POST', '/api/analytics/events')['X-Signature']).toBeUndefined();
    const made = (await builder.forRequest('POST', '/api/analytics/events'))['X-Signature'];
    now = 119_999;
    expect(builder.forRequestNow('POST', '/api/analytics/events')['X-Signature']).toBe(made);
    expect(builder.forRequestNow('POST', '/api/fb-events')['X-Signature']).toBeUndefined();
    expect(builder.forRequestNow('GET', '/api/analytics/events')['X-Signature']).toBeUndefined();
    now = 120_000;
    expect(builder.forRequestNow('POST', '/api/analytics/events')).toEqual({ 'X-Platform': 'web', 'X-Interface-Language': 'fr', 'X-Device-Uuid': DEVICE.deviceUuid, 'X-Time-Format': '24h' });
  });
});

describe('calls that went without the headers', () => {
  beforeEach(() => {
    document.documentElement.lang = 'de';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('GET /api/server-time carries the headers, signed with the server time known so far', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ timestamp: SERVER_NOW }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchOwnServerTime(SERVER_NOW - 1_000)).toBe(SERVER_NOW);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(url).toBe('/api/server-time');
    expect(headers).toMatchObject({ 'X-Platform': 'web', 'X-Interface-Language': 'de', 'X-Time-Format': expect.stringMatching(/^(12h|24h)$/) });
    expect(headers['X-Device-Uuid']).toMatch(UUID);
    expect(parseSignatureHeader(headers['X-Signature']!)?.timestamp).toBe(SERVER_NOW - 1_000);
    expect(verifies(headers['X-Signature'], 'GET', '/api/server-time')).toBe(true);
  });

  it('GET /api/server-time goes once more unsigned when a device clock far off made the signature stale', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      (init!.headers as Record<string, string>)['X-Signature'] ? Response.json({ error: { type: 'BadRequestError', data: { reason: 'stale signature' } } }, { status: 400 }) : Response.json({ timestamp: SERVER_NOW }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchOwnServerTime(SERVER_NOW - 10 * 60_000)).toBe(SERVER_NOW);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retried = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(retried['X-Signature']).toBeUndefined();
    expect(retried).toMatchObject({ 'X-Platform': 'web', 'X-Interface-Language': 'de' });
  });

  it('the token refresh (POST /api/auth/oauth/token from the cookie) carries every header and a valid signature', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ timestamp: Date.now() })));
    const post = vi.spyOn(axios, 'post').mockResolvedValue({ data: { accessToken: 'new' } });
    const { refreshTokens } = await import('../service-clients');
    await expect(refreshTokens()).resolves.toEqual({ accessToken: 'new' });
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/auth/oauth/token');
    expect(body).toEqual({});
    const headers = config!.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'X-Platform': 'web', 'X-Interface-Language': 'de', 'X-Time-Format': expect.stringMatching(/^(12h|24h)$/) });
    expect(headers['X-Device-Uuid']).toMatch(UUID);
    expect(verifies(headers['X-Signature'], 'POST', '/api/auth/oauth/token')).toBe(true);
  });
});
