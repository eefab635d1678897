// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://knowly.de/knows/search" }
// Spec §7: on a production site the client sends the main API's calls to the region's backend edge host, the auth
// service's (the token refresh too) to the global authentication host and the analytics service's (the events too)
// to the analytics host — each from the environment config (lib/api/service-bases.ts).
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const requested: string[] = [];
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  requested.push(axios.getUri(config));
  return { data: { accessToken: 'a' }, status: 200, statusText: 'OK', headers: {}, config };
};
let previousAdapter: typeof axios.defaults.adapter;

beforeAll(() => {
  previousAdapter = axios.defaults.adapter;
  axios.defaults.adapter = adapter;
  // The server clock of the signature asks the page's own origin (the web app's backend, not a service host).
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ timestamp: Date.now() })));
});
afterAll(() => {
  axios.defaults.adapter = previousAdapter;
  vi.unstubAllGlobals();
});

describe('the client on https://knowly.de (production, region eu)', () => {
  it('calls the main API on the eu backend edge host', async () => {
    const { callApi } = await import('../clients');
    const endpoints = await import('../endpoints');
    await callApi(endpoints.me);
    expect(requested.at(-1)).toBe('https://api-eu.knowly.com/api/v1/users/me');
  });

  it('calls the auth service, and refreshes tokens, on the global authentication host', async () => {
    const { callApi } = await import('../clients');
    const endpoints = await import('../endpoints');
    await callApi(endpoints.confirmEmail, { body: { confirmationToken: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } });
    expect(requested.at(-1)).toBe('https://auth.knowly.com/api/auth/accounts/confirm-email');
    const { refreshTokens } = await import('../service-clients');
    await refreshTokens();
    expect(requested.at(-1)).toBe('https://auth.knowly.com/api/auth/oauth/token');
  });

  it('calls the analytics service, and sends the events, on the analytics host', async () => {
    const { callApi } = await import('../clients');
    const endpoints = await import('../endpoints');
    await callApi(endpoints.dashboard);
    expect(requested.at(-1)).toBe('https://analytics.knowly.com/api/analytics/dashboard');
    const fetchEvents = vi.fn(async () => new Response(null, { status: 202 }));
    const { browserTransport } = await import('../../analytics/send-events');
    await browserTransport({ fetchEvents, nav: {} }).post('{"events":[]}');
    expect(fetchEvents).toHaveBeenCalledWith('https://analytics.knowly.com/api/analytics/events', expect.objectContaining({ method: 'POST' }));
  });

  it('keeps the web app’s own backend on the page’s origin', async () => {
    const { callApi } = await import('../clients');
    const endpoints = await import('../endpoints');
    await callApi(endpoints.health);
    expect(requested.at(-1)).toBe('/api/health');
  });
});
