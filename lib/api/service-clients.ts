// The axios clients of the services this repo ships, each on its host of spec §7 (lib/api/service-bases.ts: the
// region's backend edge host, the global auth host, the analytics host; all on the page's own origin locally): the
// main API (/api/v1), the auth service (/api/auth) and the analytics service (/api/analytics: the admin dashboard;
// events go by lib/analytics).
// They share one token store and one refresh queue, so a 401 on any triggers a single refresh (spec §4). Loaded on
// first use through lib/api/clients.ts, so pages that call nothing never download them.
import axios from 'axios';
import type { TokenResponse } from '../contracts/auth';
import { createApiClient, createRefreshingQueue } from './api-client';
import { browserHeaders } from './device';
import { endpointUrl, logout as logoutEndpoint, SERVICE_BASES, token as tokenEndpoint } from './endpoints';
import { pageRequestHeaders } from './page-request-headers';
import { pageServiceBases, serviceUrl } from './service-bases';
import { endSession } from './session-events';
import { tokens } from './session';


const bases = pageServiceBases();

/** The refresh grant from the HttpOnly cookie (decision 020): the body is empty, the browser adds the cookie. */
export async function refreshTokens(): Promise<TokenResponse> {
  // A bare axios call: the refresh must not go through the interceptors that would queue it behind itself. It
  // carries the spec's headers all the same (X-Platform web also tells the server to answer by cookie, decision 020).
  const url = serviceUrl(bases, 'auth', endpointUrl(tokenEndpoint));
  const { data } = await axios.post<TokenResponse>(url, {}, { headers: await pageRequestHeaders().forRequest(tokenEndpoint.method, url) });
  return data;
}

function logout(): void {
  tokens.clear();
  endSession();
}

const queue = createRefreshingQueue(tokens, refreshTokens, logout);
const options = { tokens, headers: browserHeaders, refreshTokens, onLogout: logout };

export const mainApi = createApiClient({ ...options, baseURL: bases.main }, queue);
export const authApi = createApiClient({ ...options, baseURL: bases.auth }, queue);
export const analyticsApi = createApiClient({ ...options, baseURL: bases.analytics }, queue);

/** Renews the sign-in after a 401 met outside these clients (lib/api/stream-api.ts), through the same queue. */
export async function renewSession(): Promise<boolean> {
  return (await queue.refreshOnce()).ok;
}

/** Ends the sign-in here and on the server (the cookie's refresh token is revoked and the cookie cleared). */
export async function signOut(): Promise<void> {
  try {
    await authApi.post(endpointUrl(logoutEndpoint).slice(SERVICE_BASES.auth.length), {});
  } finally {
    logout();
  }
}
