// The axios clients of the services this repo ships, on the page's own origin: the main API (/api/v1), the auth
// service (/api/auth) and the analytics service (/api/analytics: the admin dashboard; events go by lib/analytics).
// They share one token store and one refresh queue, so a 401 on any triggers a single refresh (spec §4). Loaded on
// first use through lib/api/clients.ts, so pages that call nothing never download them.
import axios from 'axios';
import type { TokenResponse } from '../contracts/auth';
import { createApiClient, createRefreshingQueue } from './api-client';
import { browserHeaders } from './device';
import { endSession } from './session-events';
import { tokens } from './session';

export const MAIN_API_BASE = '/api/v1';
export const AUTH_API_BASE = '/api/auth';
export const ANALYTICS_API_BASE = '/api/analytics';

/** The refresh grant from the HttpOnly cookie (decision 020): the body is empty, the browser adds the cookie. */
async function refreshTokens(): Promise<TokenResponse> {
  // A bare axios call: the refresh must not go through the interceptors that would queue it behind itself.
  const { data } = await axios.post<TokenResponse>(`${AUTH_API_BASE}/oauth/token`, {}, { headers: { 'X-Platform': 'web' } });
  return data;
}

function logout(): void {
  tokens.clear();
  endSession();
}

const queue = createRefreshingQueue(tokens, refreshTokens, logout);
const options = { tokens, headers: browserHeaders, refreshTokens, onLogout: logout };

export const mainApi = createApiClient({ ...options, baseURL: MAIN_API_BASE }, queue);
export const authApi = createApiClient({ ...options, baseURL: AUTH_API_BASE }, queue);
export const analyticsApi = createApiClient({ ...options, baseURL: ANALYTICS_API_BASE }, queue);

/** Ends the sign-in here and on the server (the cookie's refresh token is revoked and the cookie cleared). */
export async function signOut(): Promise<void> {
  try {
    await authApi.post('/oauth/logout', {});
  } finally {
    logout();
  }
}
