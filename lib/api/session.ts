// The browser's sign-in: its access token (cookie) and whether there is one — without any HTTP client, so every page
// may use it.
import type { TokenResponse } from '../contracts/auth';
import { cookieTokenStore } from './token-store';

export const tokens = cookieTokenStore();

/** Stores the access token of a sign-in (password grant, sign-up, password change); the server set the refresh cookie. */
export function startSession(response: TokenResponse): void {
  tokens.save(response);
}

/** Whether this browser is signed in: its access-token cookie outlives the token (the refresh cookie is not readable). */
export const hasSession = (): boolean => Boolean(tokens.accessToken());
