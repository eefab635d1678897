// @vitest-environment jsdom
// Spec §7: every request the browser makes carries platform, interface language, device uuid, time format and a
// signature — also the two calls made without the API client: the know-view report (POST /api/v1/knows/{id}/views)
// and the login captcha's challenge (GET /api/auth/captcha). Both went out with none or only X-Platform (issue 33).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordKnowView } from '../record-view';
import { fetchCaptchaChallenge } from '../../../../lib/api/captcha';
import { parseSignatureHeader } from '../../../../lib/api/request-signature';

const KNOW_UUID = '5b7d0a51-26c4-4b7e-9b6f-1f7c2d9c8e01';
const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'sig' };

type Sent = { url: string; method: string; headers: Record<string, string> };

function headerRecord(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

describe('the calls the browser makes without the API client carry the spec headers', () => {
  let sent: Sent[];

  beforeEach(() => {
    sent = [];
    document.documentElement.lang = 'de';
    window.sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        sent.push({ url: String(input), method: (init?.method ?? 'GET').toUpperCase(), headers: headerRecord(init) });
        if (String(input).includes('/api/server-time')) return new Response(JSON.stringify({ timestamp: Date.now() }), { status: 200 });
        if (String(input).includes('/api/auth/captcha')) return new Response(JSON.stringify(CHALLENGE), { status: 200 });
        return new Response(null, { status: 204 });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const expectSpecHeaders = (call: Sent | undefined) => {
    expect(call).toBeDefined();
    expect(call!.headers).toMatchObject({ 'x-platform': 'web', 'x-interface-language': 'de', 'x-time-format': expect.stringMatching(/^(12h|24h)$/) });
    expect(call!.headers['x-device-uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(parseSignatureHeader(call!.headers['x-signature'] ?? '')).toBeTruthy();
  };

  it('reports a know view with platform, language, device uuid, time format and signature', async () => {
    recordKnowView(KNOW_UUID);
    await vi.waitFor(() => expect(sent.some((call) => call.url.endsWith(`/api/v1/knows/${KNOW_UUID}/views`))).toBe(true));
    const view = sent.find((call) => call.url.endsWith(`/api/v1/knows/${KNOW_UUID}/views`));
    expect(view?.method).toBe('POST');
    expectSpecHeaders(view);
  });

  it('fetches the captcha challenge with the same headers', async () => {
    await expect(fetchCaptchaChallenge()).resolves.toMatchObject({ signature: 'sig' });
    expectSpecHeaders(sent.find((call) => call.url.endsWith('/api/auth/captcha')));
  });
});
